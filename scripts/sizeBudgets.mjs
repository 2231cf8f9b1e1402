// Budgets of the foundation issue: gzip KB of JavaScript per entry route. `modules` are the page
// modules the router lazy-loads for that route (the shell and the signed-in route set included
// for signed-in routes).
export const routeBudgets = [
  // 170 KB until the sign-in pages moved onto react-hook-form (issue 7): the library alone is
  // 13.4 KB gzip and the route table's middleware guard about 2 KB more. It grew to 188 KB while
  // the route table, with every built page's loader and preload list, sat in the entry.
  // Since issue 30 the entry holds only the public routes: the signed-in table and the features'
  // bindings are a chunk of their own, fetched on the first signed-in navigation, so a new
  // signed-in screen adds nothing here (checked below). 179.1 KB measured when it landed.
  // 181 KB since issue 58: signing out deletes the offline copies from the page's first moment, so
  // that code sits in the entry (179.9 KB before, 180.5 KB after, with issue 54's session rules).
  // Issue 57 took the sign-in pages back off react-hook-form (plain controlled fields over the
  // library's TextField, `usePlainForm`): 180.7 KB before, 167.3 KB after, the library's 13.4 KB.
  { route: '/login', modules: ['src/features/auth/login/LoginPage.tsx'], budgetKb: 170 },
  {
    route: '/ (student or teacher home)',
    // Home is the feed since issue 12; its dialogs (post form, reactors) load only when opened.
    modules: [
      'src/app/router/signedInRouteSet.ts',
      'src/app/shell/AppShell.tsx',
      'src/features/feed/home/FeedPage.tsx',
    ],
    budgetKb: 300,
    // Issue 36: on a phone's connection every chunk is a round trip, and the browser's six
    // connections to the server are shared with the boot script's requests. Some twenty small
    // chunks once queued home's data behind them (scripts/firstScreenChunk.ts).
    maxChunks: 12,
    // What only opens on demand (menus, the phone's drawer, dialogs, with MUI's modal under them)
    // downloads then, not before home's first screen (issue 36).
    onDemand: [/node_modules\/@mui\/material\/(esm\/)?(Modal|Menu|Drawer|Dialog|Popover)\//],
  },
];

// Libraries that only the admin areas, charts and the rich-text editor may load.
export const forbiddenInEntryRoutes = [
  /node_modules\/(react-admin|ra-core|ra-ui-materialui|ra-data-simple-rest|ra-i18n-polyglot)\//,
  /node_modules\/@mui\/x-charts/,
  /node_modules\/(@tiptap|mui-tiptap)\//,
  /node_modules\/@rjsf\//,
];

// Modules that grow with the signed-in screens and must stay out of /login: the signed-in route
// set, the table's signed-in areas, every feature's bindings and the contract's invalidation maps.
export const signedInOnly = [
  /^src\/app\/router\/signedInRouteSet\.ts$/,
  /^generated\/\w+\/invalidations\.ts$/,
  /^src\/routes\/(paths|table\/(?!publicRoutes)\w+)\.ts$/,
  /^src\/(features\/\w+|admin)\/routes\.ts$/,
];
