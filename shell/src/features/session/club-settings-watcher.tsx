// Features switched live: a club console change must reach a signed-in member's next click
// without a reload. On every navigation the start-up data re-checks the club's remotes with the
// version it holds (If-None-Match): unchanged is an empty 304; changed replaces the cached list
// (the remote registry registers it on the next remote page) and answers the club's theme, whose
// flags gate the menu and the routes.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { sessionStore, useSession } from '@portal/shared/core';
import { recheckClubSettings, sessionKeyOf } from '../../api/startup-data';

export function ClubSettingsWatcher() {
  const userId = useSession((s) => s.user?.userId);
  const { pathname } = useLocation();
  useEffect(() => {
    if (userId == null) return;
    void recheckClubSettings(sessionKeyOf(userId)).then((theme) => {
      if (theme && sessionStore.getState().user?.userId === userId) sessionStore.getState().setTheme(theme);
    });
  }, [pathname, userId]);
  return null;
}
