// `npm start`: install, build every app, migrate + seed the database on first start,
// and serve the whole portal from one origin (default http://localhost:8080).
import { withEmbeddedNodeOptions } from '../api/scripts/embedded-node-options.mjs';
import { runPnpm, spawnPnpm, step } from './pnpm.mjs';

step('Installing dependencies');
if (runPnpm(['install', '--frozen-lockfile', '--reporter=append-only']) !== 0) process.exit(1);

if (process.env.SKIP_BUILD !== '1') {
  step('Building the shell and the seven remotes');
  if (runPnpm(['run', 'build']) !== 0) process.exit(1);
}

step('Starting the club server');
// npm start is the demo: seeded data and the dev outbox listing are on.
// On the embedded database the server runs with the memory flags of api/scripts/embedded-node-options.mjs.
const server = spawnPnpm(['--filter', '@portal/api', 'start'], { env: withEmbeddedNodeOptions({ DEMO_MODE: '1', ...process.env }) });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
