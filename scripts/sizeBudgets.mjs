// Budgets of the foundation issue: gzip KB of JavaScript per entry route. `modules` are the page
// modules the router lazy-loads for that route (the shell included for signed-in routes).
export const routeBudgets = [
  // 170 KB until the sign-in pages moved onto react-hook-form (issue 7): the library alone is
  // 13.4 KB gzip and the route table's middleware guard about 2 KB more (185.1 KB measured).
  // 189 KB since procedures (issue 11): the route table in the entry carries each built page's
  // loader and the names of the chunks it preloads; 36 procedure routes added 1.9 KB (187.6 KB
  // measured). Each later area adds its share until those preload lists leave the entry.
  // 186 KB since the feed (issue 12): the HTTP layer, the sign-in page and the shell each became
  // one chunk (vite.config.ts), 184.2 KB in 4 requests instead of 188.0 KB in 16.
  // 188 KB since the teacher area (issue 16): its 17 new routes took it to 186.6 KB. Dropping
  // every page's preload list from the entry (modulePreload.resolveDependencies answering []
  // for all of them, as it does for the admin apps) measured 183.1 KB, but then each in-app
  // navigation fetches a page's chunk and only then its imports, one round trip later on every
  // screen change; the lists stay while they cost about 0.4 KB per ten routes.
  { route: '/login', modules: ['src/features/auth/routes/LoginPage.tsx'], budgetKb: 188 },
  {
    route: '/ (student or teacher home)',
    // Home is the feed since issue 12; its dialogs (post form, reactors) load only when opened.
    modules: ['src/app/shell/AppShell.tsx', 'src/features/feed/FeedPage.tsx'],
    budgetKb: 300,
  },
];

// Libraries that only the admin areas, charts and the rich-text editor may load.
export const forbiddenInEntryRoutes = [
  /node_modules\/(react-admin|ra-core|ra-ui-materialui|ra-data-simple-rest|ra-i18n-polyglot)\//,
  /node_modules\/@mui\/x-charts/,
  /node_modules\/(@tiptap|mui-tiptap)\//,
  /node_modules\/@rjsf\//,
];
