// The browser half of the native topology test (scripts/topology-test.mjs), which starts the
// proxy, the static apps and two API instances first and passes the proxy's origin in
// TOPOLOGY_ORIGIN. Not part of the main e2e suite (./tests); run through that script.
import { defineConfig } from '@playwright/test';

const origin = process.env.TOPOLOGY_ORIGIN;
if (!origin)
  throw new Error('TOPOLOGY_ORIGIN is not set: run `node scripts/topology-test.mjs`, which starts the topology first.');

export default defineConfig({
  testDir: './topology',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../.tmp/topology/test-results',
  use: {
    baseURL: origin,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
