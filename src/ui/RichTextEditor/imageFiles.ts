import type { ImageNodeAttributes } from 'mui-tiptap';
import { hasAllowedExtension, readAsDataUrl } from '@/lib/files';

// spec §5: the editor takes jpeg, png, gif, bmp and svg images, checked by type and name.
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/svg+xml'];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg'];

/** What the file picker offers: the same list, by extension and by type. */
export const IMAGE_ACCEPT = [...IMAGE_EXTENSIONS.map((ext) => `.${ext}`), ...IMAGE_TYPES].join(',');

export function isAllowedImage(file: File): boolean {
  return IMAGE_TYPES.includes(file.type) && hasAllowedExtension(file.name, IMAGE_EXTENSIONS);
}

/** The image embedded as a data URL, named after its file for screen readers. */
export async function readImage(file: File): Promise<ImageNodeAttributes> {
  return { src: await readAsDataUrl(file), alt: file.name };
}
