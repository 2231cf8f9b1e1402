/** /documentacion and its component pages (spec §2); the route table in src/app/routes names them too. */
export const DOCUMENTATION_PATHS = {
  index: '/documentacion',
  component: (slug: string) => `/documentacion/${slug}`,
} as const;
