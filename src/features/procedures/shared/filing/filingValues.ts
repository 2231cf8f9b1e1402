import type { AttachedFile } from '@/lib/files';

/** The filing form: answers and files by requirement id, and the optional comment. */
export interface FilingValues {
  campos: Record<string, string>;
  adjuntos: Record<string, AttachedFile[]>;
  comentario: string;
}
