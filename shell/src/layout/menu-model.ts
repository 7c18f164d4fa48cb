import { canAccess, type AccessContext } from '../routing/access-rules';
import {
  MENU_GROUP_ORDER,
  MENU_GROUP_TITLES,
  ROUTE_TABLE,
  type MenuGroup,
  type RemoteName,
  type RouteEntry,
} from '../routing/route-table';

interface MenuItem {
  page: string;
  title: string;
  icon: string;
  remote?: RemoteName;
}

export interface MenuSection {
  group: MenuGroup;
  title: string;
  items: MenuItem[];
}

const toItem = (r: RouteEntry): MenuItem => ({
  page: r.path,
  title: r.title,
  icon: r.menu!.icon,
  remote: r.remote,
});

/** The menu the user may see: exactly the route-table entries whose access rule passes. */
export function buildMenu(ctx: AccessContext): MenuSection[] {
  const allowed = ROUTE_TABLE.filter((r) => r.menu && canAccess(r.access, ctx));
  return MENU_GROUP_ORDER.map((group) => ({
    group,
    title: MENU_GROUP_TITLES[group],
    items: allowed
      .filter((r) => r.menu!.group === group)
      .sort((a, b) => a.menu!.order - b.menu!.order)
      .map(toItem),
  })).filter((s) => s.items.length > 0);
}

/** Flat list of visible pages, used by the dashboard's quick links and tests. */
export function visiblePages(ctx: AccessContext): string[] {
  return buildMenu(ctx).flatMap((s) => s.items.map((i) => i.page));
}

/** Header menu: an item is active only when its page equals the current route. */
export function isHeaderItemActive(page: string, pathname: string): boolean {
  return page === pathname;
}

/** Left menu: an item matches when the path starts with its page, except '/' which must be exact. */
export function isSideItemActive(page: string, pathname: string): boolean {
  if (page === '/') return pathname === '/';
  return pathname.startsWith(page);
}

/** Left menu: a parent is active when any of its children matches. */
export function isSectionActive(section: MenuSection, pathname: string): boolean {
  return section.items.some((i) => isSideItemActive(i.page, pathname));
}
