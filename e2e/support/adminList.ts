import { expect, type Page, type Response } from '@playwright/test';

/** Whether `response` answers a read of the API that carries `text` in its query. */
const readsWith = (response: Response, text: string): boolean => {
  const url = new URL(response.url());
  if (!url.pathname.startsWith('/api/') || response.request().method() !== 'GET') return false;
  return [...url.searchParams.values()].some((value) => value.includes(text));
};

/**
 * Types into a react-admin list's search and waits until the list shows its answer: the search
 * is debounced, and until the new read answers the list keeps the last one's rows (dimmed, its
 * table `aria-busy`), so a row picked before then can be another record's. A list that already
 * holds the search (back from a record) reads it anew on its own, and is waited for the same way.
 */
export async function searchList(page: Page, text: string, name: string | RegExp = 'Buscar') {
  const box = page.getByRole('textbox', { name, exact: typeof name === 'string' });
  if ((await box.inputValue()) !== text) {
    const answered = page.waitForResponse((response) => readsWith(response, text));
    await box.fill(text);
    await expect(page).toHaveURL(new RegExp(encodeURIComponent(`"${text}"`)));
    await answered;
  }
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}
