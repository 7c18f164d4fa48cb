// Module federation does not tree-shake a shared module: whoever provides @mantine/core provides
// all of it (187 KB gzipped), and react-router-dom (66 KB) likewise, although the whole portal
// uses about half of each. Each such singleton is provided as a generated module that re-exports
// only the names some app, @portal/shared or another shared package imports from it, found by
// scanning the workspace's sources when the build starts. Every app is built from the same
// sources, so every app provides the same subset and the singleton stays one instance with one
// React context. docs/decisions/performance.md has the figures and the rule.
const fs = require('node:fs');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const OUT_DIR = path.join(__dirname, '.subsets');
// The packages provided as subsets. Installed packages that depend on one (@mantine/dates,
// @mantine/notifications, ...) are scanned too: their imports go through the shared module.
const SUBSET_PACKAGES = ['@mantine/core', 'react-router-dom', '@tanstack/react-query'];
const SOURCE_EXT = /\.(tsx?|mjs|js)$/;

function sourceRoots() {
  const apps = fs
    .readdirSync(REPO_ROOT)
    .filter((d) => d === 'shell' || d.startsWith('mf-'))
    .map((d) => path.join(REPO_ROOT, d, 'src'));
  return [...apps, path.join(REPO_ROOT, 'shared', 'src')].filter((d) => fs.existsSync(d));
}

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.name === 'cjs' || entry.name === 'lib' || entry.name === 'styles') continue;
    else if (SOURCE_EXT.test(entry.name) && !/\.(test|spec)\./.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Names imported from `pkg` in `text`; `null` when the file takes the whole namespace
 * (`import * as`, a default import, `export *`), which only the whole package satisfies.
 */
function importedNames(text, pkg) {
  const from = `\\s*from\\s*['"]${escape(pkg)}['"]`;
  if (new RegExp(`(import\\s+\\*\\s*as\\s+\\w+|import\\s+\\w+\\s*(,\\s*\\{[^}]*\\})?|export\\s+\\*(\\s+as\\s+\\w+)?)${from}`).test(text)) return null;
  const names = new Set();
  const re = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}${from}`, 'g');
  let m;
  while ((m = re.exec(text))) {
    if (m[1]) continue;
    for (const part of m[2].split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.add(name.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

/** The installed folder of `pkg` as `fromDir` resolves it (its exports may hide package.json). */
function packageDir(pkg, fromDir) {
  let dir = path.dirname(require.resolve(pkg, { paths: [fromDir] }));
  while (dir !== path.dirname(dir)) {
    const json = path.join(dir, 'package.json');
    if (fs.existsSync(json) && JSON.parse(fs.readFileSync(json, 'utf8')).name === pkg) return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`cannot find the folder of ${pkg} from ${fromDir}`);
}

// The conditions webpack matches, in its order, when a browser build imports a package.
const IMPORT_CONDITIONS = ['webpack', 'production', 'browser', 'import', 'module', 'default'];

/** The file an `import` of the package's root resolves to through its `exports` map, if it has one. */
function exportsTarget(target) {
  if (typeof target === 'string') return target;
  if (!target || typeof target !== 'object') return undefined;
  for (const [condition, next] of Object.entries(target)) {
    if (!IMPORT_CONDITIONS.includes(condition)) continue;
    const file = exportsTarget(next);
    if (file) return file;
  }
  return undefined;
}

/**
 * The ESM entry of a package (tree-shakeable): the file the apps' own `import` of it resolves to
 * (the `exports` map first, else the `module` field), so that the shell's direct imports and the
 * subset it provides the remotes are the same module, one instance (@tanstack/react-query's
 * `module` field names a second, "legacy" build).
 */
function esmEntry(pkg, fromDir) {
  const dir = packageDir(pkg, fromDir);
  const json = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const root = json.exports && typeof json.exports === 'object' && '.' in json.exports ? json.exports['.'] : json.exports;
  return { file: path.join(dir, exportsTarget(root) ?? json.module), version: json.version };
}

/**
 * Folders of the installed dependencies of every app and of @portal/shared that depend on `pkg`
 * (every app, not only the one being built: all must provide the same subset).
 */
function dependentPackageDirs(pkg) {
  const dirs = new Set();
  for (const owner of [...sourceRoots().map((d) => path.dirname(d))]) {
    const json = JSON.parse(fs.readFileSync(path.join(owner, 'package.json'), 'utf8'));
    for (const dep of Object.keys({ ...json.dependencies, ...json.peerDependencies })) {
      if (dep === pkg || dep.startsWith('@portal/')) continue;
      let dir;
      try {
        dir = packageDir(dep, owner);
      } catch {
        continue;
      }
      const depJson = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if ({ ...depJson.dependencies, ...depJson.peerDependencies }[pkg]) dirs.add(dir);
    }
  }
  return [...dirs];
}

/** Every name the workspace (and the listed shared packages) import from `pkg`; null = all. */
function usedNames(pkg) {
  const names = new Set();
  const dirs = [...sourceRoots(), ...dependentPackageDirs(pkg)];
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    for (const file of filesUnder(dir)) {
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes(pkg)) continue;
      const found = importedNames(text, pkg);
      if (found === null) return null;
      for (const n of found) names.add(n);
    }
  }
  return [...names].sort();
}

/**
 * Writes the subset module of `pkg` for the app in `appDir` and answers the `shared` entry fields
 * that make module federation provide it: `import` (the subset's path) and `version` (the real
 * package's, since the subset file has no package.json of its own). Null: provide the whole package.
 */
function subsetShare(pkg, appDir) {
  if (!SUBSET_PACKAGES.includes(pkg)) return null;
  const names = usedNames(pkg);
  if (!names) return null;
  const entry = esmEntry(pkg, appDir);
  // The real package by absolute path: no shared-module rule matches it, so it is bundled and
  // tree-shaken into this one module.
  const text =
    `// Generated by shared/build/shared-subsets.cjs at build time; do not edit.\n` +
    `export { ${names.join(', ')} } from ${JSON.stringify(entry.file)};\n`;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, `${path.basename(appDir)}.${pkg.replace(/[@/]/g, '_')}.mjs`);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
    // Write then rename: two apps may build at once.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, text);
    fs.renameSync(tmp, file);
  }
  return { import: file, version: entry.version, names };
}

module.exports = { subsetShare, importedNames, usedNames, esmEntry, packageDir, SUBSET_PACKAGES };
