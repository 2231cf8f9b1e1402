import type { MenuItem } from '@generated/main/model';
import { paths } from '@/routes';
import type { UserRole } from '@/lib/session';
import { bottomBarItems } from './bottomBarItems';
import { opensInNewTab } from './menuTree';

const HOME_PATH = paths.home.getHref();

/** How many of the menu's first entries (after Inicio) count as everyday destinations. */
export const MENU_ENTRIES = 2;

/** Where a signed-in user goes every day from home, most used first. */
export interface EverydayDestinations {
  /** Pages, by address: Mi cuenta, the bottom bar's schedule item, the menu's first entries. */
  hrefs: string[];
  /** Mi cuenta opens the profile dialog (everyone but students, spec §2). */
  profileDialog: boolean;
}

/**
 * The everyday destinations of `role` (issue 57): the bottom bar's (Mi cuenta first, the tap
 * measured slowest) and the first entries of the server's `menu` that lead to a page of the app;
 * home itself, folders and links to other sites are none.
 */
export function everydayDestinations(
  role: UserRole | null,
  menu: readonly MenuItem[] | undefined,
): EverydayDestinations {
  const bar = bottomBarItems(role);
  const account = bar.find((item) => item.key === 'myAccount');
  const barLinks = bar.flatMap((item) => (item.kind === 'link' ? [item.to] : []));
  const menuLinks = (menu ?? [])
    .filter((item) => item.referencia !== null && !opensInNewTab(item))
    .map((item) => item.referencia!)
    .filter((href) => href !== HOME_PATH)
    .slice(0, MENU_ENTRIES);
  const first = account?.kind === 'link' ? [account.to] : [];
  const hrefs = [...new Set([...first, ...barLinks, ...menuLinks])].filter(
    (href) => href !== HOME_PATH,
  );
  return { hrefs, profileDialog: account?.kind === 'profileDialog' };
}
