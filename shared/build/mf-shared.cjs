const { subsetShare } = require('./shared-subsets.cjs');

// The one list of module-federation singletons every app spreads into its config.
// Keys ending in "/" share deep imports (react/jsx-runtime, react-dom/client, ...).
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  '@mantine/core',
  // @mantine/hooks is not shared: it holds no React context, so each app bundles (tree-shaken)
  // the few hooks it uses instead of every app loading all of them (24 KB gzipped).
  '@mantine/dates',
  '@mantine/form',
  '@mantine/notifications',
  'dayjs',
  'zustand',
  'ky',
  '@portal/shared',
  // Light core entry (session, events, API, messages): the sign-in path loads only this.
  '@portal/shared/core',
  // The query layer (QueryProvider, keys, the event bridge); react-query holds the client's
  // React context, so both must be one instance for the shell's client to reach every remote.
  '@tanstack/react-query',
  '@portal/shared/query',
];

function versionOf(pkg, name) {
  const base = name.endsWith('/') ? name.slice(0, -1) : name;
  const range = (pkg.dependencies || {})[base] || (pkg.peerDependencies || {})[base];
  if (!range || range.startsWith('workspace:')) return false;
  return range;
}

// In production the shell provides every singleton and consumes none: its own code imports them as
// plain packages (tree-shaken, split by webpack like any library, loaded in parallel with nothing
// to negotiate first), and the remotes take the very same modules from it, so each is one
// instance with one React context. @mantine/core and react-router-dom are provided as the subset
// module re-exporting what the workspace imports (shared-subsets.cjs). Remotes take them only from
// the shell (no fallback copy that could be chosen instead and bring a second instance).
// Why not consume: resolving a consumed share costs the module-federation runtime a version check
// per module at start-up, about 180 ms on a phone's CPU for the portal's dozen (round 5); the shell
// is the host and the only provider, so there is nothing to choose. The shell never consuming its
// shares, the MF runtime would drop one when a remote that loaded it is re-registered after a
// redeploy (refreshRemote); the shell's runtime plugin keep-host-shares-plugin.ts (@portal/shared)
// keeps them the shell's. docs/decisions/performance.md, rounds 4 and 5.
// Keys ending in "/" are provided one deep import at a time: these are the ones the apps use
// (the automatic JSX runtime, and the client entry of the remotes' standalone start-up).
const DEEP_IMPORTS = { 'react/': ['react/jsx-runtime'], 'react-dom/': ['react-dom/client'] };

/**
 * Builds the `shared` option of ModuleFederationPlugin for an app's package.json. With `appDir`,
 * @mantine/core and react-router-dom are provided as the subset the workspace imports
 * (shared-subsets.cjs); with `production`, the shell alone provides every singleton (above).
 * Development keeps every app self-sufficient (each remote also runs alone).
 */
function sharedSingletons(pkg, appDir, { isHost = false, production = false } = {}) {
  const shared = {};
  for (const name of SINGLETONS) {
    const entry = { singleton: true, requiredVersion: versionOf(pkg, name), eager: false };
    const subset = appDir && subsetShare(name, appDir);
    if (subset) Object.assign(entry, { import: subset.import, version: subset.version });
    if (!production) shared[name] = entry;
    else if (!isHost) shared[name] = { ...entry, import: false };
    else {
      // Provided under its share key, but under a request no module imports: the shell's own
      // imports of the package are not consumed from the share scope.
      for (const key of DEEP_IMPORTS[name] ?? [name]) {
        shared[`portal-host-provides:${key}`] = { import: key, ...entry, shareKey: key, requiredVersion: false };
      }
    }
  }
  return shared;
}

module.exports = { SINGLETONS, sharedSingletons };
