import type { RemoteEntry } from '@portal/shared/contracts';
import { clubRemotes } from '../api/startup-data';
import { registerRemotes } from './federation-runtime';

/**
 * Which remotes this club enables, registered with the MF runtime. The list is the start-up
 * data's (`clubRemotes`: one cache, re-checked by the club-settings watcher); this module only
 * keeps what the runtime was told. Registering fetches nothing: a remote's manifest is only
 * requested when its routes are first loaded.
 */
let registered: { list: RemoteEntry[]; done: Promise<Map<string, RemoteEntry>> } | undefined;

/** Registers a list once (force: false, so a remote already known keeps its loaded container). */
function register(list: RemoteEntry[]): Promise<Map<string, RemoteEntry>> {
  if (registered?.list === list) return registered.done;
  const done = registerRemotes(
    list.map((r) => ({ name: r.scope, entry: r.entry })),
    { force: false },
  ).then(() => new Map(list.map((r) => [r.name, r] as const)));
  const attempt = { list, done };
  registered = attempt;
  // Forget a failure so the next visit (or Retry) registers again.
  done.catch(() => {
    if (registered === attempt) registered = undefined;
  });
  return done;
}

let known = new Map<string, RemoteEntry>();

/**
 * This session's remotes ('anonymous' before sign-in, the user after), registered. A list the
 * watcher found changed replaces the known one: a remote switched off is gone, one switched on
 * is registered, without a reload.
 */
export async function ensureRemotes(sessionKey: string): Promise<Map<string, RemoteEntry>> {
  const { list } = await clubRemotes(sessionKey);
  known = await register(list);
  return known;
}

/**
 * A new build of the remote may be live (a chunk of the one this tab loaded is gone): registering
 * it again with force drops the loaded container and the cached manifest, so the next load reads
 * the remote's manifest afresh and runs the new build.
 */
export function refreshRemote(name: string): void {
  const entry = known.get(name);
  if (!entry) return;
  // A failure here shows as the next load's failure, with its Retry.
  void registerRemotes([{ name: entry.scope, entry: entry.entry }], { force: true }).catch(() => undefined);
}

/** The registered entry of a remote, if the club enables it. */
export function remoteEntry(name: string): RemoteEntry | undefined {
  return known.get(name);
}

/** Test hook: forget everything. */
export function resetRemoteRegistry(): void {
  known = new Map();
  registered = undefined;
}
