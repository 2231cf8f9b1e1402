import { exceedsSize, fileExtension, formatFileSize, hasAllowedExtension, MB } from '@/lib/files';
import { photoUploadTexts } from '../texts';

/** spec §5: jpg, jpeg or png up to 5 MB. */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'];
export const PHOTO_MAX_SIZE = 5 * MB;

export function photoError(file: File, maxSize: number): string | null {
  if (!hasAllowedExtension(file.name, PHOTO_EXTENSIONS)) return photoUploadTexts.format;
  if (exceedsSize(file.size, maxSize)) return photoUploadTexts.size(formatFileSize(maxSize, true));
  return null;
}

/** The crop keeps PNG photos as PNG and turns the rest into JPEG. */
export function photoMime(name: string): 'image/png' | 'image/jpeg' {
  return fileExtension(name) === 'png' ? 'image/png' : 'image/jpeg';
}
