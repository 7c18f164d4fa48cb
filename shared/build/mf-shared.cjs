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

// The shell's own code uses these as plain packages (tree-shaken, split by webpack like any
// library, so the first screen loads only the Mantine components it renders) and provides the
// remotes one module re-exporting the rest, built from the same module graph: one Mantine instance,
// one MantineProvider context. Remotes take it only from the shell in production (no fallback copy
// that could be chosen instead and bring a second context). The shell never consumes that share
// itself, so the MF runtime would drop it when a remote that loaded it is re-registered after a
// redeploy (refreshRemote); the shell's runtime plugin keep-host-shares-plugin.ts (@portal/shared)
// keeps it the shell's. docs/decisions/performance.md, round 4.
const HOST_PROVIDED_ONLY = ['@mantine/core'];

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
