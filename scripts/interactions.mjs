// The everyday interactions of issue 57, as Playwright steps on a 375 px page of the campus:
// `before` brings the page where the interaction starts (not measured), `act` is the interaction
// and waits for what it shows. Shared by bench:interactions and trace:main-thread.

const bottomBar = (page) => page.getByRole('navigation', { name: 'Navegación inferior' });
const barItem = (page, name) =>
  bottomBar(page)
    .getByRole('link', { name, exact: true })
    .or(bottomBar(page).getByRole('button', { name, exact: true }));
const mainMenu = (page) => page.getByRole('navigation', { name: 'Menú principal' });
const homeCard = (page) => page.getByRole('tablist', { name: 'Tu semana' });
const onPath = (path) => (url) => url.pathname === path;

/** Home with its feed shown, the flow's alert closed and the work after its first screen done. */
/**
 * Resolves once the page's main thread is idle after the next two frames: what an interaction or a
 * load set off has run and painted. Waits on the page itself, not on a clock.
 */
export const mainThreadIdle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 10_000 })),
        ),
      ),
  );

export async function atHome(page, { reloaded = false } = {}) {
  const url = page.url() === 'about:blank' ? null : new URL(page.url());
  // A search stays in the address: home starts from its whole feed again.
  const load = url?.pathname !== '/' || Boolean(url.search);
  if (load) await page.goto('/');
  // By CSS: an open alert hides the page from the accessibility tree.
  await page.locator('[role="search"]').waitFor();
  await page.waitForLoadState('networkidle');
  await dismissAlerts(page, load || reloaded);
  // A late alert may still open, and the stack of alerts on home may keep the feed's virtualized
  // posts below the screen: close, scroll, look again.
  const reaction = page.getByRole('button', { name: /^Me interesa: \d+$/ }).first();
  for (let tries = 0; tries < 20 && !(await reaction.isVisible()); tries += 1) {
    await dismissAlerts(page, false);
    await page.mouse.move(187, 400);
    await page.mouse.wheel(0, 600);
    await page
      .locator('[role="feed"]')
      .first()
      .scrollIntoViewIfNeeded()
      .catch(() => {});
    await reaction.waitFor({ timeout: 500 }).catch(() => {});
  }
  await reaction.waitFor();
  await mainThreadIdle(page);
}

/** The open dialogs: the flow's alerts are announced as alertdialog (src/ui/Modal), others as dialog. */
const DIALOGS = '[role="dialog"], [role="alertdialog"]';
const dialogs = (page) => page.getByRole('dialog').or(page.getByRole('alertdialog'));

/**
 * The flow's closeable alerts ('Más tarde', 'Entendido': one opens on home per sign-in, issue 54)
 * and a dialog the last interaction left open (the profile of those without /mi-cuenta).
 */
async function dismissAlerts(page, loaded) {
  // The flow's alert opens well after home's first screen of each load (closing it lasts the
  // load); those who get none wait the whole time, once per load.
  if (loaded)
    await dialogs(page)
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => {});
  for (let open = 0; open < 5; open += 1) {
    const dialog = dialogs(page);
    if (!(await dialog.first().isVisible())) return;
    const close = dialog.getByRole('button', { name: /^(Más tarde|Entendido|Cerrar)/ }).first();
    const count = await dialog.count();
    if (await close.isVisible()) await close.click();
    else await page.keyboard.press('Escape');
    // Closed when one dialog fewer is left (the next alert may open in its place).
    await page
      .waitForFunction(
        ([selector, n]) => document.querySelectorAll(selector).length < n,
        [DIALOGS, count],
        { timeout: 5_000 },
      )
      .catch(() => {});
  }
}

async function at(page, path, ready) {
  await page.goto(path);
  await ready(page).waitFor();
  await page.waitForLoadState('networkidle');
  await mainThreadIdle(page);
}

const common = {
  menuOpen: {
    name: 'menu: open',
    before: atHome,
    act: async (page) => {
      await barItem(page, 'Menú').click();
      // The drawer's copy of the menu: the sidebar's is in the page, hidden at this width.
      await mainMenu(page)
        .getByText('Inicio', { exact: true })
        .filter({ visible: true })
        .first()
        .waitFor();
    },
  },
  menuClose: {
    name: 'menu: close',
    act: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    },
  },
  search: {
    name: 'feed: type a search',
    before: atHome,
    act: async (page) => {
      await page.getByRole('searchbox', { name: 'Buscar publicaciones' }).click();
      await page.keyboard.type('feria', { delay: 50 });
      await page.keyboard.press('Enter');
      await page.waitForLoadState('networkidle');
    },
  },
  react: {
    name: 'feed: react to a post',
    before: atHome,
    act: async (page) => {
      const button = page.getByRole('button', { name: /^Me interesa: \d+$/ }).first();
      const pressed = await button.getAttribute('aria-pressed');
      await button.click();
      await page
        .getByRole('button', { name: /^Me interesa: \d+$/ })
        .first()
        .and(page.locator(`[aria-pressed="${pressed === 'true' ? 'false' : 'true'}"]`))
        .waitFor();
    },
  },
  account: {
    name: 'Mi cuenta',
    before: atHome,
    act: async (page) => {
      await barItem(page, 'Mi cuenta').click();
      await page
        .getByRole('heading', { level: 1, name: 'Mi cuenta' })
        .or(page.getByRole('dialog'))
        .first()
        .waitFor();
    },
  },
  notificationsOpen: {
    name: 'notifications: open',
    before: atHome,
    act: async (page) => {
      await page.getByRole('link', { name: /^Notificaciones/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Notificaciones' }).waitFor();
    },
  },
  notificationsTab: {
    name: 'notifications: a tab',
    before: async (page) => {
      await page.getByRole('tab', { name: 'Académicas' }).waitFor();
      await page.waitForLoadState('networkidle');
    },
    act: async (page) => {
      await page.getByRole('tab', { name: 'Académicas' }).click();
      await page.waitForURL(/tipo=academicas/);
    },
  },
};

const courseOpen = {
  name: 'course: open',
  before: atHome,
  act: async (page) => {
    await page.getByRole('tabpanel').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname !== '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
  },
};
const courseBack = {
  name: 'course: back home',
  before: (page) => page.waitForLoadState('networkidle'),
  act: async (page) => {
    await barItem(page, 'Inicio').click();
    await page.waitForURL(onPath('/'));
    await page.getByRole('search', { name: 'Buscar publicaciones' }).waitFor();
  },
};

const cardTab = (title) => ({
  name: `home card: ${title}`,
  before: (page) => homeCard(page).waitFor(),
  act: async (page) => {
    const tab = homeCard(page).getByRole('tab', { name: title });
    await tab.click();
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: title }).waitFor();
  },
});

const trayOpen = {
  name: 'procedure tray: open filters',
  before: (page) =>
    at(page, '/admin/tramites/tickets-manuales/pendientes', (p) =>
      p.getByRole('button', { name: 'Filtros', exact: true }),
    ),
  act: async (page) => {
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    await page.getByRole('combobox').first().waitFor();
  },
};
const trayFilter = {
  name: 'procedure tray: filter',
  act: async (page) => {
    await page.getByRole('combobox').first().click();
    await page.getByRole('option').first().click();
    await page.waitForLoadState('networkidle');
  },
};
const adminRow = {
  name: 'admin list: open a row',
  before: (page) =>
    at(page, '/admin/tutoriales-guias', (p) =>
      p.getByText('Cómo registrar la asistencia de tu clase').first(),
    ),
  act: async (page) => {
    await page.getByText('Cómo registrar la asistencia de tu clase').first().click();
    await page.waitForURL(/\/admin\/tutoriales-guias\/\d+$/);
    await page.getByRole('textbox', { name: 'Título' }).waitFor();
  },
};

/** The interactions each role goes through, in order (one may start where the last ended). */
export function interactionsOf(role) {
  const shell = [common.menuOpen, common.menuClose];
  const feed = [common.search, common.react];
  const tail = [common.account, common.notificationsOpen, common.notificationsTab];
  if (role === 'alumno')
    return [
      ...shell,
      cardTab('Mi horario'),
      cardTab('Mis cursos'),
      ...feed,
      courseOpen,
      courseBack,
      ...tail,
    ];
  if (role === 'docente') return [...shell, ...feed, courseOpen, courseBack, ...tail];
  return [...shell, ...feed, ...tail, trayOpen, trayFilter, adminRow];
}
