import { Group, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '@portal/shared/core';
import { preloadRemote } from '../federation/remote-route';
import { isHeaderItemActive, type MenuSection } from './menu-model';

/** Horizontal header menu: one entry per section, leading to its first page. */
export function HeaderMenu({ sections }: { sections: MenuSection[] }) {
  const { pathname } = useLocation();
  const userId = useSession((s) => s.user?.userId);
  return (
    <nav aria-label="Main">
      <Group gap={4} component="ul" className="shell-plain-list" wrap="nowrap">
        {sections.map((s) => {
          const first = s.items[0];
          if (!first) return null;
          const active = s.items.some((i) => isHeaderItemActive(i.page, pathname));
          return (
            <li key={s.group}>
              <UnstyledButton
                component={Link}
                to={first.page}
                className="shell-header-link"
                data-active={active || undefined}
                aria-current={isHeaderItemActive(first.page, pathname) ? 'page' : undefined}
                onMouseEnter={() => preloadRemote(first.remote, userId)}
                onFocus={() => preloadRemote(first.remote, userId)}
              >
                {s.title}
              </UnstyledButton>
            </li>
          );
        })}
      </Group>
    </nav>
  );
}
