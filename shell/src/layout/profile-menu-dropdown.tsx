import { Menu } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '@portal/shared/core';
import { logout } from '../features/session/logout';
import { canAccess } from '../routing/access-rules';
import type { DeferredMenuProps } from './deferred-menu';

/** The profile menu itself: the account links the user may open, then Logout. */
export function ProfileMenuDropdown({ trigger, defaultOpened }: DeferredMenuProps) {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const theme = useSession((s) => s.theme);
  const ctx = { user, theme };
  const guardian = user?.userType === 5;
  const links = [
    { to: guardian ? '/profile-student-guardian' : '/profile', label: 'My Profile', show: true },
    { to: '/children', label: 'My Children', show: canAccess('children', ctx) },
    { to: '/membership', label: 'My Membership', show: canAccess('membership', ctx) },
    { to: '/subscription', label: 'My Extras', show: canAccess('subscription', ctx) },
    { to: '/changepassword', label: 'Change Password', show: true },
    { to: '/sign-in-security', label: 'Passkeys & Sessions', show: true },
    { to: '/privacy', label: 'My Data and Privacy', show: canAccess('privacy', ctx) },
  ].filter((l) => l.show);

  return (
    <Menu position="bottom-end" width={200} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user?.fullName}</Menu.Label>
        {links.map((l) => (
          <Menu.Item key={l.to} component={Link} to={l.to}>
            {l.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void logout((to) => navigate(to, { replace: true }))}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
