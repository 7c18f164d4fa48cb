// `pnpm --filter @portal/api run build`: compiles the API to plain JavaScript in api/dist, so
// production runs `node` and no TypeScript loader. One bundle per entry:
//   src/main.ts                      -> dist/main.js        (the server)
//   src/cli/<name>.ts                -> dist/cli/<name>.js  (every top-level file of src/cli)
//   a package.json script `tsx src/<file>.ts`, named <script>
//                                    -> dist/cli/<script>.js, `:` read as `-`
//                                       (seed -> dist/cli/seed.js, kiosk:pair -> dist/cli/kiosk-pair.js)
// So every command the team runs with tsx in development has a compiled twin in the image.
// Workspace sources (@portal/shared) are bundled in; packages from node_modules stay external and
// must be dependencies of the api itself, which the build checks, so `pnpm deploy --prod` of the
// api alone has everything its bundles require at run time.
import { build } from 'esbuild';
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(apiRoot, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));
const runtimeDependencies = new Set(Object.keys(manifest.dependencies ?? {}));
const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

const entryPoints = { main: path.join(apiRoot, 'src/main.ts') };
const cliDir = path.join(apiRoot, 'src/cli');
for (const file of fs.existsSync(cliDir) ? fs.readdirSync(cliDir) : []) {
  if (file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts')) {
    entryPoints[`cli/${file.slice(0, -3)}`] = path.join(cliDir, file);
  }
}
for (const [script, command] of Object.entries(manifest.scripts ?? {})) {
  const source = /^tsx (src\/\S+\.ts)$/.exec(command.trim())?.[1];
  if (!source || source === 'src/main.ts') continue;
  entryPoints[`cli/${script.replace(/[^A-Za-z0-9-]/g, '-')}`] = path.join(apiRoot, source);
}

/** 'dayjs/plugin/utc' -> 'dayjs', '@fastify/static' -> '@fastify/static'. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

// A bundle's __dirname is its own folder (dist/ or dist/cli/), not the source file's: paths counted
// from a source file's depth break. lib/paths.ts finds the api folder wherever it runs.
const pathsModule = path.join(apiRoot, 'src', 'lib', 'paths.ts');
const depthDependent = new Set();
const noDirnamePaths = {
  name: 'no-dirname-paths',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.startsWith(path.join(apiRoot, 'src')) && args.path !== pathsModule) {
        if (/\b__dirname\b/.test(fs.readFileSync(args.path, 'utf8')))
          depthDependent.add(path.relative(apiRoot, args.path));
      }
      return undefined;
    });
  },
};

const missing = new Set();
/** Bundles the workspace's own packages; leaves every other package to node_modules at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (builtins.has(args.path)) return { path: args.path, external: true };
      const name = packageName(args.path);
      if (name.startsWith('@portal/')) return undefined;
      if (!runtimeDependencies.has(name)) missing.add(`${name} (imported by ${path.relative(apiRoot, args.importer)})`);
      return { path: args.path, external: true };
    });
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages, noDirnamePaths],
});

if (depthDependent.size) {
  console.error(
    `These sources use __dirname, which in a bundle is dist/ or dist/cli/, not their own folder; use API_ROOT or REPO_ROOT from src/lib/paths.ts:\n  ${[...depthDependent].join('\n  ')}`,
  );
  process.exit(1);
}

if (missing.size) {
  console.error(
    `The compiled API requires packages that are not dependencies of @portal/api:\n  ${[...missing].join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `Built ${Object.keys(entryPoints)
    .map((e) => `dist/${e}.js`)
    .join(', ')}`,
);
