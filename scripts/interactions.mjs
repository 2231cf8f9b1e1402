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

/**
 * Why a Playwright step failed, in one line: its first line and the last line of its call log
 * (what it saw last: 'element is not enabled', '<div …> intercepts pointer events').
 */
function reason(error) {
  const lines = error.message.split('\n');
  const log = lines
    .filter((line) => line.trim().startsWith('- '))
    .at(-1)
    ?.trim();
  return log ? `${lines[0]} (last: ${log.slice(2)})` : lines[0];
}

/** Waits for `locator` (what a step needs or shows), failing with `what` named. */
export async function expectShown(locator, what, options) {
  try {
    await locator.waitFor(options);
  } catch (error) {
    throw new Error(`${what}: not shown: ${reason(error)}`);
  }
}

/**
 * Resolves after the page's next paint. A frame's callback runs just before its paint, and a
 * task it posts runs after it; the page runs nothing else.
 */
const nextPaint = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

/**
 * Clicks `locator`, failing with `what` named and why it could not be clicked, and waits for the
 * paint that answers the click before the step looks for what it shows: Playwright's role
 * queries run in the page, and run between the app's tasks they held that paint back (30 ms of
 * the docente's 'Mi cuenta' at 4x CPU), timing the harness instead of the campus.
 */
async function tap(locator, what) {
  try {
    await locator.click();
  } catch (error) {
    throw new Error(`could not tap ${what}: ${reason(error)}`);
  }
  await nextPaint(locator.page());
}

/**
 * Waits until the page has made no request for 500 ms (what a step set off has arrived), failing
 * with `what` named: the idle prefetch of a slow page can keep the line busy past the timeout.
 */
async function settled(page, what) {
  try {
    await page.waitForLoadState('networkidle');
  } catch (error) {
    throw new Error(`${what}: the page's requests never settled: ${reason(error)}`);
  }
}

/** Waits for the address a step leads to, failing with `what` named and the address reached. */
async function expectUrl(page, url, what) {
  try {
    await page.waitForURL(url);
  } catch (error) {
    throw new Error(`${what}: still on ${page.url()}: ${reason(error)}`);
  }
}

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
  // A search is held by the page, not the address: home starts from its whole feed again.
  const searched = await page
    .getByRole('searchbox', { name: 'Buscar publicaciones' })
    .inputValue({ timeout: 1_000 })
    .catch(() => '');
  const load = url?.pathname !== '/' || Boolean(url.search) || searched !== '';
  if (load) await page.goto('/');
  // By CSS: an open alert hides the page from the accessibility tree.
  await expectShown(page.locator('[role="search"]'), "home's search");
  await settled(page, 'home');
  await dismissAlerts(page, load || reloaded);
  // A late alert may still open, and the stack of alerts on home may keep the feed's virtualized
  // posts below the screen: close, scroll, look again.
  const reaction = reactionButton(page);
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
  await expectShown(reaction, "home's feed with a post one can react to ('Me interesa: N')");
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

/** The reaction buttons of the posts one may react to (a scheduled post's are disabled). */
const reactionButtons = (page) =>
  page.getByRole('button', { name: /^Me interesa: \d+$/, disabled: false });
const reactionButton = (page) => reactionButtons(page).first();

/** The post each page's next reaction goes to (its place in the feed), chosen before the tap. */
const reactionTarget = new WeakMap();
const reactionOn = (page, position) =>
  page
    .locator(`[role="feed"] article[aria-posinset="${position}"]`)
    .getByRole('button', { name: /^Me interesa: \d+$/ });

/**
 * Home, and the first post one may react to in the middle of the screen, named by its place in
 * the feed (its buttons are disabled while the server answers, so 'the first enabled one' would
 * move to the next post). A finger taps what it sees: without this, the tap's own scrolling (a
 * button under the bottom bar) made the feed render its next posts within the measured frame.
 */
async function beforeReaction(page) {
  await atHome(page);
  const post = page
    .locator('[role="feed"] article')
    .filter({ has: reactionButtons(page) })
    .first();
  await expectShown(post, 'a post one may react to');
  const position = await post.getAttribute('aria-posinset');
  await reactionOn(page, position).evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await mainThreadIdle(page);
  reactionTarget.set(page, position);
}

/** 'Me interesa' on the post `beforeReaction` chose: pressed, or released if it was. */
async function react(page) {
  const position = reactionTarget.get(page);
  const button = reactionOn(page, position);
  const pressed = (await button.getAttribute('aria-pressed')) === 'true';
  await tap(button, `'Me interesa' on post ${position}`);
  await expectShown(
    button.and(page.locator(`[aria-pressed="${!pressed}"]`)),
    `'Me interesa' on post ${position} ${pressed ? 'released' : 'pressed'}`,
  );
}

async function at(page, path, ready, what) {
  await page.goto(path);
  await expectShown(ready(page), `${path}: ${what}`);
  await settled(page, path);
  await mainThreadIdle(page);
}

const common = {
  menuOpen: {
    name: 'menu: open',
    before: atHome,
    act: async (page) => {
      await tap(barItem(page, 'Menú'), "the bottom bar's 'Menú'");
      // The drawer's copy of the menu: the sidebar's is in the page, hidden at this width.
      await expectShown(
        mainMenu(page).getByText('Inicio', { exact: true }).filter({ visible: true }).first(),
        "the drawer's menu with 'Inicio'",
      );
    },
  },
  menuClose: {
    name: 'menu: close',
    act: async (page) => {
      await page.keyboard.press('Escape');
      await expectShown(page.getByRole('dialog'), 'the menu closed by Escape', {
        state: 'hidden',
      });
    },
  },
  search: {
    name: 'feed: type a search',
    before: atHome,
    act: async (page) => {
      await tap(
        page.getByRole('searchbox', { name: 'Buscar publicaciones' }),
        "the feed's search box",
      );
      await page.keyboard.type('feria', { delay: 50 });
      await page.keyboard.press('Enter');
      // The search's answer: its posts, or the sentence that none matched.
      await expectShown(
        page
          .locator('[role="feed"][aria-busy="false"] article')
          .first()
          .or(page.getByText('No encontramos publicaciones con «feria».')),
        "the search's posts or 'No encontramos publicaciones'",
      );
      await settled(page, 'the search');
    },
  },
  react: {
    name: 'feed: react to a post',
    before: beforeReaction,
    act: react,
  },
  account: {
    name: 'Mi cuenta',
    before: atHome,
    act: async (page) => {
      await tap(barItem(page, 'Mi cuenta'), "the bottom bar's 'Mi cuenta'");
      await expectShown(
        page
          .getByRole('heading', { level: 1, name: 'Mi cuenta' })
          .or(page.getByRole('dialog'))
          .first(),
        "Mi cuenta's page or profile dialog",
      );
    },
  },
  notificationsOpen: {
    name: 'notifications: open',
    before: atHome,
    act: async (page) => {
      await tap(page.getByRole('link', { name: /^Notificaciones/ }), 'the bell');
      await expectShown(
        page.getByRole('heading', { level: 1, name: 'Notificaciones' }),
        "the heading 'Notificaciones'",
      );
    },
  },
  notificationsTab: {
    name: 'notifications: a tab',
    before: async (page) => {
      await expectShown(page.getByRole('tab', { name: 'Académicas' }), "the tab 'Académicas'");
      await settled(page, 'the notifications');
    },
    act: async (page) => {
      await tap(page.getByRole('tab', { name: 'Académicas' }), "the tab 'Académicas'");
      await expectUrl(page, /tipo=academicas/, "the tab 'Académicas' in the address");
    },
  },
};

const courseOpen = {
  name: 'course: open',
  before: atHome,
  act: async (page) => {
    await tap(page.getByRole('tabpanel').getByRole('link').first(), "the home card's first course");
    await expectUrl(page, (url) => url.pathname !== '/', "the course's page");
    await expectShown(page.getByRole('heading', { level: 1 }), "the course page's heading");
  },
};
const courseBack = {
  name: 'course: back home',
  before: (page) => settled(page, "the course's page"),
  act: async (page) => {
    await tap(barItem(page, 'Inicio'), "the bottom bar's 'Inicio'");
    await expectUrl(page, onPath('/'), 'home');
    await expectShown(page.getByRole('search', { name: 'Buscar publicaciones' }), "home's search");
  },
};

/** The bottom bar's schedule item (`item`), a page the idle prefetch fetches ahead (issue 57). */
const scheduleOpen = (item, heading) => ({
  name: 'schedule: open',
  before: atHome,
  act: async (page) => {
    await tap(barItem(page, item), `the bottom bar's '${item}'`);
    await expectShown(
      page.getByRole('heading', { level: 1, name: heading }),
      `the heading '${heading}'`,
    );
  },
});

const cardTab = (title) => ({
  name: `home card: ${title}`,
  // The card on screen and what scrolling there set off done, as a user who scrolled, then tapped.
  before: async (page) => {
    await expectShown(homeCard(page), "home's card 'Tu semana'");
    await homeCard(page).scrollIntoViewIfNeeded();
    await mainThreadIdle(page);
  },
  act: async (page) => {
    await tap(homeCard(page).getByRole('tab', { name: title }), `the home card's tab '${title}'`);
    await expectShown(
      page.locator('[role="tab"][aria-selected="true"]', { hasText: title }),
      `the tab '${title}' selected`,
    );
  },
});

const trayOpen = {
  name: 'procedure tray: open filters',
  before: (page) =>
    at(
      page,
      '/admin/tramites/tickets-manuales/pendientes',
      (p) => p.getByRole('button', { name: 'Filtros', exact: true }),
      "the button 'Filtros'",
    ),
  act: async (page) => {
    await tap(page.getByRole('button', { name: 'Filtros', exact: true }), "the tray's 'Filtros'");
    await expectShown(page.getByRole('combobox').first(), "the tray's first filter");
  },
};
const trayFilter = {
  name: 'procedure tray: filter',
  act: async (page) => {
    await tap(page.getByRole('combobox').first(), "the tray's first filter");
    await tap(page.getByRole('option').first(), "the first filter's first option");
    await expectUrl(page, /[?&]tipo=/, "the tray filtered by 'Tipo'");
    await settled(page, 'the filtered tray');
  },
};
const adminRow = {
  name: 'admin list: open a row',
  before: (page) =>
    at(
      page,
      '/admin/tutoriales-guias',
      (p) => p.getByText('Cómo registrar la asistencia de tu clase').first(),
      "the guide 'Cómo registrar la asistencia de tu clase'",
    ),
  act: async (page) => {
    await tap(
      page.getByText('Cómo registrar la asistencia de tu clase').first(),
      "the guide's row",
    );
    await expectUrl(page, /\/admin\/tutoriales-guias\/\d+$/, "the guide's edit page");
    await expectShown(page.getByRole('textbox', { name: 'Título' }), "the field 'Título'");
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
      scheduleOpen('Mi horario', 'Mi horario'),
      ...tail,
    ];
  if (role === 'docente')
    return [
      ...shell,
      ...feed,
      courseOpen,
      courseBack,
      scheduleOpen('Programación', 'Programación docente'),
      ...tail,
    ];
  return [...shell, ...feed, ...tail, trayOpen, trayFilter, adminRow];
}
