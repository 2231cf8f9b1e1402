import { subirArchivo } from '@generated/main/endpoints/archivo/archivo';
import { attachedToFile, fileMatchesExtension, type AttachedFile } from '@/lib/files';

/** What a ticket's attachment may be (openapi/support-desk.yaml): the server checks it again. */
export const ATTACHMENT_RULES = {
  extensions: 'pdf,jpg,jpeg,png',
  maxSize: 5 * 1024 * 1024,
  maxFiles: 3,
};

/**
 * Uploads the picked files as ticket attachments and answers their ids, or null when one's bytes
 * are not of its extension (checked here first: it spares an upload to be told).
 */
export async function uploadAttachments(files: readonly AttachedFile[]): Promise<number[] | null> {
  const picked = files.map(attachedToFile);
  const checks = await Promise.all(picked.map(fileMatchesExtension));
  if (checks.includes(false)) return null;
  const ids: number[] = [];
  for (const file of picked) {
    const { results } = await subirArchivo({ archivo: file, tipo: 'ADJUNTO_TRAMITE' });
    ids.push(results.idArchivo);
  }
  return ids;
}
