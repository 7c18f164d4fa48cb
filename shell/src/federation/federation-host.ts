// The shell's module-federation runtime instance, in its own chunk: the dashboard and the shell's
// other pages never load a remote, so they neither download nor start the runtime
// (docs/decisions/performance.md). The build plugin used to embed it in the entry chunk.
import { createInstance } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import { hostShares } from '@portal/host-shares';
import keepHostSharesPlugin from '@portal/shared/federation/keep-host-shares-plugin';
import retryRuntimePlugin from './retry-runtime-plugin';

/** Same name the build plugin gave the host (the remotes see it as their shares' provider). */
const HOST_NAME = 'shell';

/**
 * The host: remotes are registered as the club enables them (remote-registry.ts); every singleton
 * of shared/build/mf-shared.cjs is provided from the shell's own modules and none is consumed.
 */
export function createFederationHost() {
  return createInstance({
    name: HOST_NAME,
    remotes: [],
    shared: hostShares,
    // 'version-first' would fetch every remote entry at once; one offline remote could hang a page.
    shareStrategy: 'loaded-first',
    // The remotes are built with `experiments.externalRuntime` (production): their entries take the
    // runtime core this plugin puts on the page instead of each bringing its own copy.
    plugins: [injectExternalRuntimeCorePlugin(), retryRuntimePlugin(), keepHostSharesPlugin()],
  });
}

export type FederationHost = ReturnType<typeof createFederationHost>;
