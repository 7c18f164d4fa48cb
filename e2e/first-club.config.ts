// A club opens its doors: the portal as production runs it on an empty PostgreSQL database
// (support/serve-production-portal.mjs), set up only through create-club and the club console.
// Not part of the main suite (./tests runs on the demo data):
//   cd e2e && E2E_PORT=9600 npx playwright test --config first-club.config.ts
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { serialSuite } from './support/browser';

const port = Number(process.env.E2E_PORT ?? 9600);

export default defineConfig({
  ...serialSuite('first-club', `http://127.0.0.1:${port}`, 480_000),
  webServer: {
    command: `node ${path.join(__dirname, 'support', 'serve-production-portal.mjs')}`,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
