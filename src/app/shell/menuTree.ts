import type { MenuItem } from '@generated/main/model';
import { paths } from '@/routes';
import { texts } from './texts';

const HOME_PATH = paths.home.getHref();

export const homeMenuItem: MenuItem = {
  id: 0,
  icono: 'inicio',
  titulo: texts.sidebar.home,
  target: '_self',
  referencia: HOME_PATH,
  bloqueable: false,
  codigoNotificacion: null,
  hijos: [],
};

const isHome = (item: MenuItem) => item.referencia === HOME_PATH;

/** Spec §2: the sidebar always starts with Inicio, whatever order (or absence) the server sends. */
export const withHome = (items: readonly MenuItem[]): MenuItem[] => {
  const home = items.find(isHome) ?? homeMenuItem;
  return [home, ...items.filter((item) => item !== home)];
};

// The student's programme folders and their courses carry the programme's or course's own name.
const NAMED_ENTRY_ICONS = new Set(['programa', 'curso']);

/** Whether the item's title is a programme's or course's name (spec §5 capitalises those). */
export const isNamedEntry = (item: MenuItem): boolean => NAMED_ENTRY_ICONS.has(item.icono);

const EXTERNAL_URL = /^https?:\/\//i;

/** Items that leave the app open in a new tab (spec §2: links starting with http). */
export const opensInNewTab = (item: MenuItem): boolean =>
  item.target === '_blank' || EXTERNAL_URL.test(item.referencia ?? '');

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** A page's view (`?vista=`, e.g. the psychologist's availability) is a menu entry of its own. */
const viewOf = (query: string) => new URLSearchParams(query).get('vista');

/** Whether the item leads to the page at `pathname` (and its view, from `search`). */
export function isCurrentPath(referencia: string | null, pathname: string, search = ''): boolean {
  if (referencia === null || EXTERNAL_URL.test(referencia)) return false;
  const [path = '', query = ''] = referencia.split('?');
  return normalise(path) === normalise(pathname) && viewOf(query) === viewOf(search);
}

/** Whether the item or one of its descendants is the current page, to open its folders. */
export const containsPath = (item: MenuItem, pathname: string, search = ''): boolean =>
  isCurrentPath(item.referencia, pathname, search) ||
  item.hijos.some((child) => containsPath(child, pathname, search));
