// Starts the built portal for the browser tests on a fresh embedded database.
import { spawn } from 'node:child_process';
import { rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = process.env.E2E_PORT ?? '8090';
// One folder per port, so runs on different ports never share a database.
const dataDir = path.join(repoRoot, '.tmp', `e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DEMO_MODE: '1',
  // Every browser test signs in from 127.0.0.1; per-account limits still apply.
  RATE_LIMIT_PER_ADDRESS: '10000',
  // The passkeys portal is browsed as localhost (a relying party id must be a host name).
  PUBLIC_ORIGIN: `http://${process.env.E2E_PUBLIC_HOST ?? '127.0.0.1'}:${port}`,
};
delete env.DATABASE_URL;
delete env.PORTAL_NOW; // the browser tests run at the real time: it is what users get
const tsx = path.join(repoRoot, 'api', 'node_modules', '.bin', 'tsx');
const server = spawn(tsx, ['src/main.ts'], { cwd: path.join(repoRoot, 'api'), env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
