import { Box, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '@portal/shared/core';
import { preloadRemote } from '../federation/remote-route';
import { useAfterFirstPaint } from '../ui/use-after-first-paint';
import { MenuIcon } from './menu-icon';
import { isSectionActive, isSideItemActive, type MenuSection } from './menu-model';

/** Left side menu; a minimised menu shows icons only (labels stay for screen readers). */
export function SideMenu({ sections, minimised }: { sections: MenuSection[]; minimised: boolean }) {
  const { pathname } = useLocation();
  const userId = useSession((s) => s.user?.userId);
  const painted = useAfterFirstPaint();
  return (
    // Native scrolling: Mantine's ScrollArea measures itself while the layout mounts.
    <Box component="nav" aria-label="Side menu" h="100%" style={{ overflowY: 'auto' }}>
      {painted &&
        sections.map((section) => {
          const item = (i: MenuSection['items'][number]) => (
            <NavLink
              key={i.page}
              component={Link}
              to={i.page}
              label={minimised ? undefined : i.title}
              aria-label={minimised ? i.title : undefined}
              leftSection={<MenuIcon name={i.icon} />}
              active={isSideItemActive(i.page, pathname)}
              aria-current={isSideItemActive(i.page, pathname) ? 'page' : undefined}
              onMouseEnter={() => preloadRemote(i.remote, userId)}
              onFocus={() => preloadRemote(i.remote, userId)}
            />
          );
          const [firstItem] = section.items;
          if (firstItem && section.items.length === 1 && section.group === 'home') return item(firstItem);
          const active = isSectionActive(section, pathname);
          return (
            <NavLink
              key={section.group}
              // A section parent only folds its entries: a button (a link without href may not carry
              // aria-expanded/aria-controls); the entries below stay links with their hrefs.
              component="button"
              type="button"
              label={minimised ? undefined : section.title}
              aria-label={minimised ? section.title : undefined}
              leftSection={<MenuIcon name={firstItem?.icon ?? ''} />}
              active={active}
              // Sections start open so every entry is one Tab away; a parent can still be folded.
              defaultOpened
              childrenOffset={minimised ? 0 : 'md'}
            >
              {section.items.map(item)}
            </NavLink>
          );
        })}
    </Box>
  );
}
