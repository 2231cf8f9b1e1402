import { expect, type Page } from '@playwright/test';

/**
 * Types into a react-admin list's search and waits until the search reached the URL: it is
 * debounced, and a row clicked before it applies is replaced under the click.
 */
export async function searchList(page: Page, text: string, name: string | RegExp = 'Buscar') {
  await page.getByRole('textbox', { name, exact: typeof name === 'string' }).fill(text);
  await expect(page).toHaveURL(new RegExp(encodeURIComponent(`"${text}"`)));
}
