import type { APIRequestContext } from '@playwright/test';
import { PASSWORD, storageStatePath } from './support/accounts';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// issue 12: the home feed as a student reads it, and a collaborator's delete. The posts each
// test needs are published through the API with a word of their own, so parallel runs and
// retries never meet.

async function publish(request: APIRequestContext, word: string, changes: object = {}) {
  const login = await request.post('/api/main/auth/login', {
    data: { usuario: 'colaborador', clave: PASSWORD },
  });
  const token = (await login.json()).results.token as string;
  const start = Math.floor(Date.now() / 60_000) * 60_000;
  const response = await request.post('/api/main/publicacion/guardar', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      claveIdempotencia: crypto.randomUUID(),
      descripcion: `Feria ${word} este sábado 🎉 https://eventos.campus.edu.pe #Feria${word}`,
      idAreaEncargada: 12,
      idAudiencias: ['EVAAUD002'],
      fechaInicial: new Date(start).toISOString(),
      idDivisiones: [1],
      ...changes,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).results.idPublicacion as number;
}

test.describe('inicio', () => {
  signedInAs('alumno');

  test('a student finds a pinned post first, reacts, changes and clears it, and sees who reacted', async ({
    page,
    request,
    expectAccessible,
  }, testInfo) => {
    const word = `Z${testInfo.project.name}${testInfo.retry}${Date.now() % 100000}`;
    const start = Math.floor(Date.now() / 60_000) * 60_000;
    await publish(request, word, {
      esFijada: true,
      fechaFinalFijada: new Date(start + 2 * 86_400_000).toISOString(),
    });
    await publish(request, `${word}Programada`, {
      fechaInicial: new Date(start + 86_400_000).toISOString(),
    });
    await page.goto('/');
    const feed = page.getByRole('feed', { name: 'Publicaciones' });
    const first = feed.getByRole('article').first();
    const expectPinnedFirst = async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Crear publicación' })).toHaveCount(0);
      await expect(first).toContainText(`Feria ${word}`);
      await expect(first.getByText('Fijada para Estudiantes')).toBeVisible();
      await expect(first.getByRole('link', { name: `#Feria${word}` })).toHaveAttribute(
        'href',
        /instagram\.com\/explore\/tags\//,
      );
      await expectAccessible(page);
    };
    await expectPinnedFirst();
    await atPhoneWidth(page, expectPinnedFirst);

    const interested = first.getByRole('button', { name: /^Me interesa: \d+$/ });
    // Reactions are drawn as SVG icons, never emoji a PC without an emoji font shows as empty
    // boxes (issue 32).
    const reactions = first.getByRole('group', { name: 'Reacciones' });
    await expect(reactions.locator('svg')).toHaveCount(3);
    await expect(reactions).not.toContainText(/\p{Extended_Pictographic}/u);
    await interested.click();
    await expect(first.getByRole('button', { name: 'Me interesa: 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await first.getByRole('button', { name: /^Me emociona: / }).click();
    await expect(first.getByRole('button', { name: 'Me emociona: 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(first.getByRole('button', { name: 'Me interesa: 0' })).toBeVisible();
    await first.getByRole('button', { name: 'Ver quiénes reaccionaron' }).click();
    const reactors = page.getByRole('dialog', { name: 'Reacciones' });
    const expectReactors = async () => {
      await expect(reactors.getByText('Lucía Quispe Huamán')).toBeVisible();
      await expectAccessible(page);
    };
    await expectReactors();
    await atPhoneWidth(page, expectReactors);
    await reactors.getByRole('button', { name: 'Cerrar' }).click();
    await first.getByRole('button', { name: 'Me emociona: 1' }).click();
    await expect(first.getByRole('button', { name: 'Me emociona: 0' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // The search finds the post by a word, without accents; the scheduled one stays unseen.
    const search = page.getByRole('searchbox', { name: 'Buscar publicaciones' });
    await search.fill(`feria ${word.toLowerCase()}`);
    await search.press('Enter');
    await expect(feed.getByRole('article')).toHaveCount(1);
    await search.fill(`${word}Programada`);
    await search.press('Enter');
    await expect(
      page.getByText(`No encontramos publicaciones con «${word}Programada».`),
    ).toBeVisible();
    await search.fill('');
    await expect(feed.getByRole('article').first()).toContainText(`Feria ${word}`);
  });
});

test.describe('inicio del docente', () => {
  signedInAs('docente');

  test('a teacher scrolls the feed to its end and has no publish card', async ({ page }) => {
    await page.goto('/');
    const feed = page.getByRole('feed', { name: 'Publicaciones' });
    await expect(feed.getByRole('article').first()).toBeVisible();
    const end = page.getByText('Ya viste todas las publicaciones.');
    const last = feed.getByRole('article').last();
    const expectEndReached = async () => {
      await expect(page.getByRole('button', { name: 'Crear publicación' })).toHaveCount(0);
      // Each scroll to the bottom asks for the next page of 20, until the last post is on screen.
      await expect(async () => {
        await page.keyboard.press('End');
        await expect(end).toBeVisible({ timeout: 1000 });
        const setSize = await last.getAttribute('aria-setsize');
        await expect(last).toHaveAttribute('aria-posinset', setSize!, { timeout: 1000 });
      }).toPass({ timeout: 30_000 });
    };
    await expectEndReached();
    expect(Number(await last.getAttribute('aria-setsize'))).toBeGreaterThan(20);
    // Taller posts on a phone: the list measures them again and still ends on the last one.
    await atPhoneWidth(page, expectEndReached);
  });
});

test('a collaborator deletes a post after the confirmation', async ({
  browser,
  request,
  expectAccessible,
}, testInfo) => {
  const word = `B${testInfo.retry}${Date.now() % 100000}`;
  await publish(request, word);
  const context = await browser.newContext({
    storageState: storageStatePath('colaborador'),
    viewport: { width: 1280, height: 800 },
    locale: 'es-PE',
    timezoneId: 'America/Lima',
  });
  const page = await context.newPage();
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Buscar publicaciones' });
  await search.fill(`Feria ${word}`);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const post = page.getByRole('article').filter({ hasText: `Feria ${word}` });
  await expect(post).toHaveCount(1);
  await post.getByRole('button', { name: 'Opciones de la publicación' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar la publicación?' });
  await expect(confirm).toContainText('Recuerda que luego de ser borrada no podrás recuperarla.');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('La publicación fue eliminada.')).toBeVisible();
  await expect(post).toHaveCount(0);
  await context.close();
});
