// Features switched live (issue 19): a club console change must reach a signed-in member's next
// click without a reload. On every navigation the shell asks GET /portal/remotes with the version
// it holds (If-None-Match); unchanged is an empty 304, changed re-registers the remotes and
// re-reads the club theme (its flags gate the menu and the routes).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { sessionStore, useSession } from '@portal/shared/core';
import { storedClientApiUrl } from '@portal/shared/session-keys';
import type { RemoteEntry } from '@portal/shared/contracts';
import { replaceRemotes } from '../../federation/remote-registry';
import { sessionKeyOf, takeStartupRemotesVersion } from '../../federation/startup-remotes';
import { fetchTheme } from './auth-api';

let version: string | null = null;
let inFlight: Promise<void> | null = null;

async function check(): Promise<void> {
  // The list index.ts asked at start-up is this tab's first answer when it was this session's.
  if (version === null) {
    version = await takeStartupRemotesVersion(sessionKeyOf(sessionStore.getState().user?.userId));
    if (version !== null) return;
  }
  const url = new URL(`${storedClientApiUrl()}/portal/remotes`, window.location.origin);
  const response = await fetch(url, {
    credentials: 'include',
    cache: 'no-store',
    headers: { Accept: 'application/json', ...(version ? { 'If-None-Match': version } : {}) },
  });
  if (response.status !== 200) return;
  const previous = version;
  version = response.headers.get('ETag');
  // The first answer only records the version the tab started with.
  if (previous === null) return;
  const body = (await response.json()) as { payload: RemoteEntry[] };
  replaceRemotes(body.payload);
  sessionStore.getState().setTheme(await fetchTheme());
}

/** Asks once at a time; a failure waits for the next navigation. */
export function refreshClubSettings(): Promise<void> {
  inFlight ??= check()
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function ClubSettingsWatcher() {
  const userId = useSession((s) => s.user?.userId);
  const { pathname } = useLocation();
  useEffect(() => {
    if (userId == null) {
      version = null;
      return;
    }
    void refreshClubSettings();
  }, [pathname, userId]);
  return null;
}
