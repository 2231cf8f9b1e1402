import { exceedsSize, fileMatchesExtension, hasAllowedExtension, MB } from '@/lib/files';
import { cvDropzoneTexts, fileInputTexts } from '../texts';

/** spec §5: .doc, .docx or .pdf up to 5 MB (5242880 bytes). */
export const CV_EXTENSIONS = ['doc', 'docx', 'pdf'];
export const CV_MAX_SIZE = 5 * MB;

export function cvError(file: File): string | null {
  if (file.size === 0) return fileInputTexts.empty;
  if (!hasAllowedExtension(file.name, CV_EXTENSIONS)) return fileInputTexts.format;
  return exceedsSize(file.size, CV_MAX_SIZE) ? cvDropzoneTexts.size : null;
}

/** The checks of `cvError`, then the file's bytes: a renamed file is refused before upload. */
export async function cvProblem(file: File): Promise<string | null> {
  const problem = cvError(file);
  if (problem) return problem;
  return (await fileMatchesExtension(file)) ? null : fileInputTexts.format;
}
