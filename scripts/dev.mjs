// `pnpm dev`: live reload. The API on 3000 (watch mode) and every app on its own
// webpack dev server (shell 8080, remotes 8081-8087); the shell proxies /api to 3000 and
// the API's remote registry points the shell at the remotes' dev servers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from './pnpm.mjs';

const require = createRequire(import.meta.url);
const ports = require('../shared/build/ports.cjs');
const remotes = ['mf-account', 'mf-membership', 'mf-bookings', 'mf-swim', 'mf-shop', 'mf-public', 'mf-club'];
const remoteUrls = Object.fromEntries(remotes.map((name) => [name, `http://localhost:${ports[name]}/mf-manifest.json`]));

const children = [];
function run(name, cwd, command, args, env = {}) {
  const child = spawn(command, args, { cwd: path.join(repoRoot, cwd), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stdout.write(chunk.toString().replace(/^/gm, prefix)));
  }
  children.push(child);
}

run('api', 'api', path.join(repoRoot, 'api/node_modules/.bin/tsx'), ['watch', 'src/main.ts'], {
  PORT: String(ports.api),
  DEMO_MODE: '1',
  PUBLIC_ORIGIN: `http://localhost:${ports.shell}`,
  REMOTE_URLS: JSON.stringify(remoteUrls),
});
const webpackCli = path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
for (const app of ['shell', ...remotes]) run(app, app, process.execPath, [webpackCli, 'serve', '--mode', 'development']);

console.log(`Portal (dev): http://localhost:${ports.shell}  API: http://localhost:${ports.api}`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
