// The one list of module-federation singletons every app spreads into its config.
// Keys ending in "/" share deep imports (react/jsx-runtime, react-dom/client, ...).
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/dates',
  '@mantine/form',
  '@mantine/notifications',
  'dayjs',
  'zustand',
  'ky',
  '@portal/shared',
  // Light core entry (session, events, API, messages): the sign-in path loads only this.
  '@portal/shared/core',
];

function versionOf(pkg, name) {
  const base = name.endsWith('/') ? name.slice(0, -1) : name;
  const range = (pkg.dependencies || {})[base] || (pkg.peerDependencies || {})[base];
  if (!range || range.startsWith('workspace:')) return false;
  return range;
}

/** Builds the `shared` option of ModuleFederationPlugin for an app's package.json. */
function sharedSingletons(pkg) {
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: versionOf(pkg, name), eager: false };
  }
  return shared;
}

module.exports = { SINGLETONS, sharedSingletons };
