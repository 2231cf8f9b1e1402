import type { ImageNodeAttributes } from 'mui-tiptap';

// spec §5: the editor takes jpeg, png, gif, bmp and svg images, checked by type and name.
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/svg+xml'];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg'];

/** What the file picker offers: the same list, by extension and by type. */
export const IMAGE_ACCEPT = [...IMAGE_EXTENSIONS.map((ext) => `.${ext}`), ...IMAGE_TYPES].join(',');

export function isAllowedImage(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return IMAGE_TYPES.includes(file.type) && IMAGE_EXTENSIONS.includes(extension);
}

/** The image embedded as a data URL, named after its file for screen readers. */
export function readImage(file: File): Promise<ImageNodeAttributes> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ src: String(reader.result), alt: file.name });
    reader.onerror = () => reject(reader.error ?? new Error(`Cannot read ${file.name}`));
    reader.readAsDataURL(file);
  });
}
