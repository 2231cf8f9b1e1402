import { exceedsSize, hasAllowedExtension, MB } from '@/lib/files';
import { texts } from '../texts';

/** spec §5: .doc, .docx or .pdf up to 5 MB (5242880 bytes). */
export const CV_EXTENSIONS = ['doc', 'docx', 'pdf'];
export const CV_MAX_SIZE = 5 * MB;

export function cvError(file: File): string | null {
  if (!hasAllowedExtension(file.name, CV_EXTENSIONS)) return texts.fileInput.format;
  return exceedsSize(file.size, CV_MAX_SIZE) ? texts.cvDropzone.size : null;
}
