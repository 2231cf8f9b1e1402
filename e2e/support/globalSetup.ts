import { chromium, type FullConfig } from '@playwright/test';
import { mkdirSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { PASSWORD, roles, storageStatePath } from './accounts';
import { closeableAlertModules } from './homeAlerts';
import { authDir, dbFile, seedDbFile } from './run';

// Signs each demo account in once through the real login page; specs reuse the saved state, with
// home's closeable alerts closed (homeAlerts.ts).
export default async function globalSetup(config: FullConfig) {
  const { baseURL, launchOptions } = config.projects[0].use;
  snapshotSeed();
  mkdirSync(authDir, { recursive: true });
  const browser = await chromium.launch(launchOptions);
  try {
    for (const role of roles) {
      const page = await browser.newPage({ baseURL });
      await page.goto('/login');
      await page.getByLabel('Usuario').fill(role);
      await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      // Home's closeable alerts closed, as for a user who closed them (homeAlerts.ts).
      await page.evaluate(
        (closed) => localStorage.setItem('campus.dismissedAlerts', JSON.stringify(closed)),
        closeableAlertModules(),
      );
      await page.context().storageState({ path: storageStatePath(role) });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

/** The seeded database as it is before any test, for the pickers (run.ts, seedDbFile). */
function snapshotSeed() {
  rmSync(seedDbFile, { force: true });
  const db = new DatabaseSync(dbFile);
  try {
    // A consistent copy while the server keeps the database open.
    db.prepare('VACUUM INTO ?').run(seedDbFile);
  } finally {
    db.close();
  }
}
