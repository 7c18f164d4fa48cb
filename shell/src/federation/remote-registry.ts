import type { RemoteEntry } from '@portal/shared/contracts';
import { apiGet } from '../api/http';
import { registerRemotes } from './federation-runtime';
import { takeStartupRemotes } from './startup-remotes';

/**
 * Which remotes this club enables, registered with the MF runtime. Registering fetches nothing:
 * a remote's manifest is only requested when its routes are first loaded.
 */
let remotes = new Map<string, RemoteEntry>();
let pending: Promise<Map<string, RemoteEntry>> | null = null;
let loadedFor: string | null = null;

/** The list index.ts asked for at start-up when it is this session's, else a fresh GET. */
async function remotesOf(sessionKey: string): Promise<RemoteEntry[]> {
  const startup = await takeStartupRemotes(sessionKey);
  return startup ? startup.list : apiGet<RemoteEntry[]>('portal/remotes');
}

/**
 * Fetches GET /portal/remotes once per session key ('anonymous' before sign-in, the user id
 * after), so the signed-in remotes appear once the user signs in. Registration is idempotent
 * (force: false), so re-registering an already known remote is harmless.
 */
export function ensureRemotes(sessionKey: string): Promise<Map<string, RemoteEntry>> {
  if (pending && loadedFor === sessionKey) return pending;
  loadedFor = sessionKey;
  pending = remotesOf(sessionKey)
    .then(async (list) => {
      await registerRemotes(
        list.map((r) => ({ name: r.scope, entry: r.entry })),
        { force: false },
      );
      remotes = new Map([...remotes, ...list.map((r) => [r.name, r] as const)]);
      return remotes;
    })
    .catch((error: unknown) => {
      // Forget the failure so the next visit (or Retry) asks again.
      pending = null;
      loadedFor = null;
      throw error;
    });
  return pending;
}

/**
 * A new build of the remote may be live (a chunk of the one this tab loaded is gone): registering
 * it again with force drops the loaded container and the cached manifest, so the next load reads
 * the remote's manifest afresh and runs the new build.
 */
export function refreshRemote(name: string): void {
  const entry = remotes.get(name);
  if (!entry) return;
  // A failure here shows as the next load's failure, with its Retry.
  void registerRemotes([{ name: entry.scope, entry: entry.entry }], { force: true }).catch(() => undefined);
}

/**
 * The club switched remotes in its console: the list from a fresh GET /portal/remotes replaces the
 * known one (a remote switched off is gone; one switched on is registered), without a reload.
 */
export function replaceRemotes(list: RemoteEntry[]): void {
  void registerRemotes(
    list.filter((r) => !remotes.has(r.name)).map((r) => ({ name: r.scope, entry: r.entry })),
    { force: false },
  ).catch(() => undefined);
  remotes = new Map(list.map((r) => [r.name, r] as const));
  if (loadedFor) pending = Promise.resolve(remotes);
}

/** The registered entry of a remote, if the club enables it. */
export function remoteEntry(name: string): RemoteEntry | undefined {
  return remotes.get(name);
}

/** Test hook: forget everything. */
export function resetRemoteRegistry(): void {
  remotes = new Map();
  pending = null;
  loadedFor = null;
}
