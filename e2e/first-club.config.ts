// A club opens its doors: the portal as production runs it on an empty PostgreSQL database
// (support/serve-production-portal.mjs), set up only through create-club and the club console.
// Not part of the main suite (./tests runs on the demo data):
//   cd e2e && E2E_PORT=9600 npx playwright test --config first-club.config.ts
import { defineConfig } from '@playwright/test';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 9600);

export default defineConfig({
  testDir: './first-club',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 480_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../.tmp/first-club/test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
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
