import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ShareEntry = { from?: string; useIn?: string[] };
type ShareScopeMap = Record<string, Record<string, Record<string, ShareEntry>>>;

/** The part of the MF runtime's instance this plugin reads (runtime-core 2.9's ModuleFederation). */
export interface HostLike {
  options: { name: string; shared: Record<string, Array<ShareEntry & { version?: string; scope?: string[] }>> };
  shareScopeMap: ShareScopeMap;
}

/**
 * Marks every share the host registered as the host's own and in use by the host.
 *
 * Why: the shell provides @mantine/core to the remotes without consuming it itself (it uses a
 * tree-shaken copy, shared/build/mf-shared.cjs). The MF 2.9 runtime then records the first remote
 * that loads it as its `from`, with only that remote in `useIn`; re-registering that remote with
 * `force` (refreshRemote after a redeploy) deletes every loaded share whose `from` is the remote
 * and which no one else uses, so the new release found no @mantine/core ("Can not get"). A share
 * at a version the host provides stays the host's.
 */
export function pinHostShares(host: HostLike): void {
  const hostName = host.options.name;
  for (const [pkgName, options] of Object.entries(host.options.shared)) {
    for (const option of options) {
      if (!option.version) continue;
      for (const scopeName of option.scope ?? ['default']) {
        // The host registers its shares first ('loaded-first'), so the entry at a version it
        // provides is its own (a copy of its option, made by the runtime's setShared).
        const registered = host.shareScopeMap[scopeName]?.[pkgName]?.[option.version];
        if (!registered) continue;
        registered.from = hostName;
        registered.useIn = [...new Set([...(registered.useIn ?? []), hostName])];
      }
    }
  }
}

/** Runtime plugin of the shell: before any remote is (re-)registered, the host's shares are pinned. */
export default function keepHostSharesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-keep-host-shares',
    beforeRegisterRemote(args) {
      pinHostShares(args.origin as unknown as HostLike);
      return args;
    },
  };
}
