import { Avatar, UnstyledButton } from '@mantine/core';
import { useSession } from '@portal/shared/core';
import { preloadableExport } from '../app/preloadable';
import { logoSrc } from '../theme/build-theme';
import { DeferredMenu } from './deferred-menu';

const ProfileMenuDropdown = preloadableExport(() => import('./profile-menu-dropdown'), 'ProfileMenuDropdown');

/** Profile button; its dropdown (account links, Logout) loads when wanted (DeferredMenu). */
export function ProfileMenu() {
  const user = useSession((s) => s.user);
  const theme = useSession((s) => s.theme);
  return (
    <DeferredMenu
      menu={ProfileMenuDropdown}
      props={{}}
      trigger={
        <UnstyledButton aria-label={`Account menu for ${user?.fullName ?? 'you'}`}>
          <Avatar src={logoSrc(theme?.userAvatar as string | undefined)} alt="" radius="xl" size="md">
            {user?.fullName?.charAt(0)}
          </Avatar>
        </UnstyledButton>
      }
    />
  );
}
