const fs = require('node:fs');
const path = require('node:path');
const { packageDir, subsetShare } = require('./shared-subsets.cjs');

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

// The shell provides every singleton and consumes none: its own code imports them as plain
// packages (tree-shaken, split by webpack like any library, loaded in parallel with nothing to
// negotiate first), and the remotes take the very same modules from it, so each is one instance
// with one React context. @mantine/core, react-router-dom and react-query are provided as the
// subset module re-exporting what the workspace imports (shared-subsets.cjs). In production the
// remotes take them only from the shell (no fallback copy that could be chosen instead and bring a
// second instance). Why not consume: resolving a consumed share costs the module-federation
// runtime a version check per module at start-up, about 180 ms on a phone's CPU for the portal's
// dozen; the shell is the host and the only provider, so there is nothing to choose. The
// shell never consuming its shares, the MF runtime would drop one when a remote that loaded it is
// re-registered after a redeploy (refreshRemote); the shell's runtime plugin
// keep-host-shares-plugin.ts (@portal/shared) keeps them the shell's. The shell has no build
// plugin: writeHostShares (below) lists its shares for the runtime instance it creates.
// docs/decisions/performance.md, rounds 4, 5 and 8.
// Keys ending in "/" are provided one deep import at a time: these are the ones the apps use
// (the automatic JSX runtime, and the client entry of the remotes' standalone start-up).
const DEEP_IMPORTS = { 'react/': ['react/jsx-runtime'], 'react-dom/': ['react-dom/client'] };

/**
 * Builds a remote's `shared` option of ModuleFederationPlugin for its package.json. With
 * `appDir`, the subset packages are shared as the subset the workspace imports
 * (shared-subsets.cjs); with `production`, the remote takes every singleton from the shell (above).
 * Development keeps every remote self-sufficient (each also runs alone).
 */
function sharedSingletons(pkg, appDir, { production = false } = {}) {
  const shared = {};
  for (const name of SINGLETONS) {
    const entry = { singleton: true, requiredVersion: versionOf(pkg, name), eager: false };
    const subset = appDir && subsetShare(name, appDir);
    if (subset) Object.assign(entry, { import: subset.import, version: subset.version });
    shared[name] = production ? { ...entry, import: false } : entry;
  }
  return shared;
}

/** The package a share key belongs to: react/jsx-runtime -> react, @portal/shared/core -> @portal/shared. */
const packageOf = (key) => key.split('/').slice(0, key.startsWith('@') ? 2 : 1).join('/');

/**
 * The shell is a module-federation host without the build plugin (docs/decisions/performance.md):
 * its runtime instance (shell/src/federation/federation-host.ts) is created when the
 * first remote is needed and provides every singleton above from the shell's own modules. Writes
 * the module that lists them, `<appDir>/.generated/host-shares.mjs`, and answers its path. It
 * lives in the app's folder so that each bare `import()` in it resolves to the very file the
 * app's own imports do (one instance); the subsets are imported by their absolute path.
 */
function writeHostShares(appDir) {
  const lines = [];
  for (const name of SINGLETONS) {
    const subset = subsetShare(name, appDir);
    for (const key of DEEP_IMPORTS[name] ?? [name.replace(/\/$/, '')]) {
      const request = subset ? subset.import : key;
      const version =
        subset?.version ?? JSON.parse(fs.readFileSync(path.join(packageDir(packageOf(key), appDir), 'package.json'), 'utf8')).version;
      lines.push(
        `  ${JSON.stringify(key)}: { version: ${JSON.stringify(version)}, scope: ['default'], shareConfig, ` +
          `get: () => import(${JSON.stringify(request)}).then(moduleExports) },`,
      );
    }
  }
  // A share's factory answers the module's exports, as the build plugin's did: `import()` of a
  // CommonJS package (react, dayjs) gives webpack's stand-in namespace, a null-prototype object
  // whose `default` is the exports, and an .mjs consumer (@mantine/schedule's
  // `import dayjs from 'dayjs'`) calls that default import as is. An ES module's namespace is
  // its exports already.
  const text =
    `// Generated by shared/build/mf-shared.cjs at build time; do not edit.\n` +
    `const shareConfig = { singleton: true, requiredVersion: false, eager: false };\n` +
    `const moduleExports = (m) => () => (Object.getPrototypeOf(m) === null ? m.default : m);\n` +
    `export const hostShares = {\n${lines.join('\n')}\n};\n`;
  const file = path.join(appDir, '.generated', 'host-shares.mjs');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

module.exports = { SINGLETONS, sharedSingletons, writeHostShares };
