import { fileExtension } from './fileRules';
import { bytesMatchExtension } from './signatures';

/**
 * Whether the file's bytes are the kind its name says (a PDF renamed .docx is not), read whole:
 * a .docx is told apart by a part that may sit anywhere in its zip. For files already within
 * their size limit.
 */
export async function fileMatchesExtension(file: Blob & { name: string }): Promise<boolean> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return bytesMatchExtension(bytes, fileExtension(file.name));
}
