// Which remotes the browser should register: mf-public always, the others when the session's
// club enables them. Entries point at the same-origin manifests unless REMOTE_URLS overrides.
import { REMOTE_NAMES, type RemoteEntry } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/session-user';
import { findClubById } from '../club';

export function remoteEntry(name: string, remoteUrls?: Record<string, string>): RemoteEntry {
  return {
    name,
    scope: name.replace(/-/g, '_'),
    entry: remoteUrls?.[name] ?? `/remotes/${name}/mf-manifest.json`,
  };
}

export async function remotesFor(
  db: Database,
  user: SessionUser | null,
  remoteUrls?: Record<string, string>,
): Promise<RemoteEntry[]> {
  const enabled = new Set<string>(['mf-public']);
  if (user) {
    const club = await findClubById(db, user.clubId);
    for (const name of club?.enabledRemotes ?? []) enabled.add(name);
    // The club console is the staff's, whatever the club switches for its members.
    if (user.role === 'ADMIN' || user.role === 'STAFF') enabled.add('mf-club');
  }
  // Keep the canonical order so the answer is stable.
  return REMOTE_NAMES.filter((name) => enabled.has(name)).map((name) => remoteEntry(name, remoteUrls));
}
