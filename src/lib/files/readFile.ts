import type { Dimensions } from './fileRules';

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be decoded'));
    image.src = src;
  });
}

/** Natural size in pixels of an image given as a URL (a data URL once read). */
export async function imageDimensions(src: string): Promise<Dimensions> {
  const image = await loadImage(src);
  return { width: image.naturalWidth, height: image.naturalHeight };
}

/** An attached file's data URL back as a File to upload, named as it was picked. */
export function attachedToFile(attached: { file: string; name: string }): File {
  const [meta = '', base64 = ''] = attached.file.split(',');
  const type = /^data:([^;]+)/.exec(meta)?.[1] ?? 'application/octet-stream';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], attached.name, { type });
}
