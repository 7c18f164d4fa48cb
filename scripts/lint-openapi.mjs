// `pnpm lint:openapi`: writes the OpenAPI document the API serves (api/src/cli/openapi.ts) and runs
// Redocly's linter on it (redocly.yaml). Exits non-zero on any error, so CI refuses a route that
// breaks the contract's rules (operationId, tags, security, summaries, servers).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot, runPnpm, step } from './pnpm.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
const file = path.join(dir, 'openapi.json');
step('OpenAPI document (api/src/cli/openapi.ts)');
if (runPnpm(['--filter', '@portal/api', 'run', 'openapi', file]) !== 0) process.exit(1);
step('Redocly lint (redocly.yaml)');
const redocly = path.join(repoRoot, 'node_modules', '.bin', 'redocly');
const result = spawnSync(redocly, ['lint', file, '--config', path.join(repoRoot, 'redocly.yaml'), '--format=stylish', '--max-problems', '500'], {
  cwd: repoRoot,
  stdio: 'inherit',
  // No telemetry: CI and club machines may have no internet, and a linter has nothing to report home.
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
fs.rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
