import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PASSWORD, storageStatePath, type Role } from './accounts';

interface SavedState {
  origins: { localStorage: { name: string; value: string }[] }[];
}

/**
 * Opens the campus as `role` on a session of its own: the saved signed-in state (dismissed
 * alerts and all) with a newly issued token. For a test that ends its session (signing out ends
 * it on the server), which would otherwise sign every spec sharing the saved state out.
 */
export async function openFreshSession(page: Page, role: Role): Promise<void> {
  const response = await page.request.post('/api/main/auth/login', {
    data: { usuario: role, clave: PASSWORD },
  });
  const token: string = (await response.json()).results.token;
  const saved = JSON.parse(readFileSync(storageStatePath(role), 'utf8')) as SavedState;
  const entries = saved.origins.flatMap((origin) => origin.localStorage);
  // Any page of the campus' origin lets the storage be written before the app reads it.
  await page.goto('/config.json');
  await page.evaluate(
    ({ entries, token }) => {
      for (const { name, value } of entries)
        localStorage.setItem(name, name === 'campus.token' ? JSON.stringify(token) : value);
    },
    { entries, token },
  );
  await page.goto('/');
}
