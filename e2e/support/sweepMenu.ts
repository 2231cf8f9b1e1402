/** The fields of a `menu/listar` entry (openapi/main/menu.yaml) the sweep reads. */
export interface MenuEntry {
  icono: string;
  titulo: string;
  target: '_self' | '_blank';
  referencia: string | null;
  hijos: MenuEntry[];
}

const EXTERNAL = /^https?:\/\//i;

const flatten = (entries: readonly MenuEntry[]): MenuEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.hijos)]);

/** The app paths a menu links to, in its order (external and new-tab entries left out). */
export const menuRoutes = (menu: readonly MenuEntry[]): string[] =>
  flatten(menu)
    .filter((entry) => entry.target === '_self' && entry.referencia !== null)
    .map((entry) => entry.referencia!)
    .filter((path) => !EXTERNAL.test(path));

// The menu's entries named after a programme or a course (src/app/shell/menuTree.ts).
const NAMED = new Set(['programa', 'curso']);
const LOWER_FIRST = /^\p{Ll}/u;
const HAS_LOWER = /\p{Ll}/u;

/**
 * The programme and course names of the menu as stored when the campus must not show them so
 * (spec §5 capitalises names): starting in lower case, or all in capitals.
 */
export const namesAsStored = (menu: readonly MenuEntry[]): string[] => [
  ...new Set(
    flatten(menu)
      .filter((entry) => NAMED.has(entry.icono))
      .map((entry) => entry.titulo)
      .filter((name) => LOWER_FIRST.test(name) || (name.includes(' ') && !HAS_LOWER.test(name))),
  ),
];
