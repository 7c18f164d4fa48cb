import { Burger, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '@portal/shared/core';
import { canAccess } from '../routing/access-rules';
import { CartIcon } from '../notifications/cart-icon';
import { SwimBell } from '../notifications/swim-bell';
import { NotificationBell } from '../features/notifications/notification-bell';
import { logoSrc } from '../theme/build-theme';
import { HeaderMenu } from './header-menu';
import type { MenuSection } from './menu-model';
import { ProfileMenu } from './profile-menu';

interface Props {
  sections: MenuSection[];
  navOpened: boolean;
  onToggleNav: () => void;
  /** The page has no side menu on a desktop (the shop): its burger shows on phones only. */
  burgerHiddenOnDesktop?: boolean;
}

/** Top bar: logo (home), header menu, notification area, cart and profile. */
export function TopBar({ sections, navOpened, onToggleNav, burgerHiddenOnDesktop = false }: Props) {
  const theme = useSession((s) => s.theme);
  const user = useSession((s) => s.user);
  const ctx = { user, theme };
  const logo = logoSrc(theme?.primaryLogo);
  const clubName = (theme?.clubName as string | undefined) ?? user?.clubName ?? 'Member Portal';
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={navOpened} onClick={onToggleNav} size="sm" aria-label="Toggle side menu" hiddenFrom={burgerHiddenOnDesktop ? 'md' : undefined} />
        <UnstyledButton component={Link} to="/" aria-label={`${clubName} home`}>
          {logo ? <Image src={logo} alt="" h={40} w="auto" fit="contain" /> : <Text fw={700}>{clubName}</Text>}
        </UnstyledButton>
        <Group visibleFrom="md">
          <HeaderMenu sections={sections} />
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap" role="group" aria-label="Notifications and account">
        <NotificationBell />
        {canAccess('guardian', ctx) && <SwimBell />}
        {canAccess('shop', ctx) && <CartIcon />}
        <ProfileMenu />
      </Group>
    </Group>
  );
}
