import { PAGE_CHUNKS_FILE, type PageChunks } from './pageChunksMap';

/**
 * The build's map of page chunks (pageChunksMap.ts), or null: none served (the dev server), not
 * answered, or written by another build than the page's (a deploy since the page loaded: its
 * chunks are not the ones this page would import).
 */
export async function loadPageChunks(
  fetchFile: typeof fetch = fetch,
  doc: Document = document,
): Promise<PageChunks | null> {
  const base = import.meta.env.BASE_URL;
  try {
    // Nothing on screen waits for it.
    const response = await fetchFile(`${base}${PAGE_CHUNKS_FILE}`, { priority: 'low' });
    if (!response.ok) return null;
    const map = (await response.json()) as PageChunks;
    const ownEntry = doc.querySelector(`script[type="module"][src="${base}${map.entry}"]`);
    return ownEntry ? map : null;
  } catch {
    return null;
  }
}
