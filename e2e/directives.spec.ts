import type { TestInfo } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { atPhoneWidth } from './support/phone';
import { signInThroughApi } from './support/apiSignIn';
import { BLOCKING_TASK, pickStudent, runOffset } from './support/students';
import { expect, test } from './support/test';

/**
 * A student with no directive accepted (all three pending) and no pending task, one per test run,
 * past the first twenty of the brand.
 */
const directiveStudent = (testInfo: TestInfo): string =>
  pickStudent(
    `NOT EXISTS (${BLOCKING_TASK})
      AND NOT EXISTS (SELECT 1 FROM regulation_acceptances a
        JOIN regulation_versions v ON v.id = a.version_id
        JOIN regulations r ON r.id = v.regulation_id
        WHERE a.user_id = u.id AND r.tipo = 'DIRECTIVA')`,
    'ASC',
    20 + runOffset(testInfo, 0),
  );

// issue 34: a student reads a directive (its PDF, downloaded through the API) and accepts it
// once; after a reload it stays accepted and cannot be accepted again, on screen or by the API.

const EVALUATION = 'Directiva de evaluación y calificación';

test.describe('directivas', () => {
  test('a student downloads a directive, accepts it once and finds it accepted after a reload', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    await signInThroughApi(page, directiveStudent(testInfo), '/estudiantes/directivas');
    await expect(page.getByRole('heading', { level: 1, name: 'Directivas' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Directivas del instituto' });
    const item = list.getByRole('listitem').filter({ hasText: EVALUATION });
    const expectPending = async () => {
      await expect(list.getByRole('listitem')).toHaveCount(3);
      await expect(page.getByRole('status').filter({ hasText: 'directivas' })).toHaveText(
        'Tienes 3 directivas por aceptar.',
      );
      await expect(item).toContainText(/Versión 1 · Publicada el \d{2}\/\d{2}\/\d{4}/);
      await expectAccessible(page);
    };
    await expectPending();
    await atPhoneWidth(page, expectPending);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: `Ver PDF de la ${EVALUATION}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('directiva-de-evaluacion-y-calificacion-v1.pdf');
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await item.getByRole('button', { name: `Acepto la ${EVALUATION}` }).click();
    await expect(item.getByText(/^Aceptada el \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'directivas' })).toHaveText(
      'Tienes 2 directivas por aceptar.',
    );

    await page.reload();
    const expectAccepted = async () => {
      await expect(item.getByText(/^Aceptada el \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
      await expect(item.getByRole('button', { name: /^Acepto/ })).toHaveCount(0);
      await expect(
        list.getByRole('button', { name: /^Acepto la Directiva de convivencia/ }),
      ).toBeVisible();
      await expectAccessible(page);
    };
    await expectAccepted();
    await atPhoneWidth(page, expectAccepted);

    // The server refuses a second acceptance of the same version, whatever sends it.
    const again = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('campus.token') ?? 'null') as string;
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const listed = await fetch('/api/main/directiva/alumno/listar', { headers });
      const { results } = (await listed.json()) as {
        results: { directivas: { titulo: string; versionId: number }[] };
      };
      const { versionId } = results.directivas.find((d) => d.titulo.includes('evaluación'))!;
      const response = await fetch('/api/main/onboarding/directiva/guardar', {
        method: 'POST',
        headers,
        body: JSON.stringify({ versionId }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { messagePublic: string },
      };
    });
    expect(again.status).toBe(400);
    expect(again.body.messagePublic).toBe('Ya aceptaste esta directiva. Solo se acepta una vez.');
  });
});
