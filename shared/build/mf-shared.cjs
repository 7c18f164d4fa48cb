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

// A package listed here would be provided by the shell alone in production: the shell's own code
// uses it as a plain package (tree-shaken) and remotes take it only from the shell. It is empty:
// with @mantine/core here, a remote the shell reloads after a redeploy (refreshRemote, issue 15)
// cannot get it any more ("Can not get '@mantine/core'" from the MF 2.9 runtime once the remote is
// re-registered), so the page of a redeployed remote fails until a reload. Every app shares the
// workspace's subset of Mantine instead (shared-subsets.cjs); docs/decisions/performance.md.
const HOST_PROVIDED_ONLY = [];

/**
 * Builds the `shared` option of ModuleFederationPlugin for an app's package.json. With `appDir`,
 * @mantine/core and react-router-dom are provided as the subset the workspace imports
 * (shared-subsets.cjs); with `production`, @mantine/core is provided by the shell alone (above).
 * Development keeps every app self-sufficient (each remote also runs alone).
 */
function sharedSingletons(pkg, appDir, { isHost = false, production = false } = {}) {
  const shared = {};
  for (const name of SINGLETONS) {
    const entry = { singleton: true, requiredVersion: versionOf(pkg, name), eager: false };
    const subset = appDir && subsetShare(name, appDir);
    if (subset) Object.assign(entry, { import: subset.import, version: subset.version });
    if (production && HOST_PROVIDED_ONLY.includes(name)) {
      if (isHost) {
        // Provided under its share key, but under a request no module imports: the shell's own
        // imports of the package are not consumed from the share scope.
        shared[`portal-host-provides:${name}`] = { ...entry, shareKey: name, requiredVersion: false };
      } else {
        shared[name] = { ...entry, import: false };
      }
      continue;
    }
    shared[name] = entry;
  }
  return shared;
}

module.exports = { SINGLETONS, sharedSingletons };
