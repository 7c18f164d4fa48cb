import { useMemo } from 'react';
import { useSession } from '@portal/shared/core';
import { buildMenu, type MenuSection } from './menu-model';

/** The signed-in user's menu, recomputed only when the user or the theme changes. */
export function useMenu(): MenuSection[] {
  const user = useSession((s) => s.user);
  const theme = useSession((s) => s.theme);
  return useMemo(() => buildMenu({ user, theme }), [user, theme]);
}
