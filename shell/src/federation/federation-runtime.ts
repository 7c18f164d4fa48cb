import type { FederationHost } from './federation-host';

type RemoteList = Parameters<FederationHost['registerRemotes']>[0];

let host: Promise<FederationHost> | undefined;

/** The runtime instance, its chunk fetched on first use; a failed fetch is asked again next time. */
function federationHost(): Promise<FederationHost> {
  host ??= import(/* webpackChunkName: "federation" */ './federation-host')
    .then((m) => m.createFederationHost())
    .catch((error: unknown) => {
      host = undefined;
      throw error;
    });
  return host;
}

/** Starts the runtime's chunk early (a remote page opens): it downloads beside the remotes' list. */
export function startFederation(): void {
  void federationHost().catch(() => undefined);
}

// The three runtime calls the shell makes, each after the instance exists. Calls keep their order:
// each waits on the same promise, so a registration made first is in place for a load made next.

export async function registerRemotes(remotes: RemoteList, options: { force: boolean }): Promise<void> {
  (await federationHost()).registerRemotes(remotes, options);
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  return (await federationHost()).loadRemote<T>(id);
}

export async function loadShare(pkgName: string): Promise<unknown> {
  return (await federationHost()).loadShare(pkgName);
}
