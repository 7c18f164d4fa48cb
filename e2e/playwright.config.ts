import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { chromiumLaunch } from './support/browser';

const port = Number(process.env.E2E_PORT ?? 8090);
// E2E_SINGLE_PORTAL=1: every project uses the one portal on E2E_PORT and only it is started, for
// running a spec or two while working (`--project chromium tests/x.spec.ts`); CI starts all four.
const single = process.env.E2E_SINGLE_PORTAL === '1';
// The west-of-UTC project gets its own portal and database: the specs change the demo data.
const westPort = single ? port : Number(process.env.E2E_PORT_LA ?? port + 1000);
// The second shard of the main specs, on its own portal and database too.
const shardPort = single ? port : Number(process.env.E2E_PORT_B ?? port + 2000);
// The phone project's portal.
const phonePort = single ? port : Number(process.env.E2E_PORT_PHONE ?? port + 3000);
// Passkeys need a host name (a WebAuthn relying party id is never an IP address): their portal is
// served as http://localhost:<port> and its PUBLIC_ORIGIN says so (serve-portal.mjs, E2E_PUBLIC_HOST).
const passkeyPort = single ? port : Number(process.env.E2E_PORT_PASSKEYS ?? port + 4000);
// The passkeys portal also hosts the specs that change what every member meets at sign-in (a new
// document version to sign, the club's freeze types); they run after passkeys.spec.ts (file order).
const PASSKEY_SPECS = /(passkeys|sign-again-and-freeze-rules)\.spec\.ts$/;
// With one portal for every project, that portal is the passkeys one: every project browses it as
// localhost, the origin its PUBLIC_ORIGIN names (a request from another origin is refused).
const origin = (p: number) => `http://${single ? 'localhost' : '127.0.0.1'}:${p}`;
// The specs of the second shard: each project's specs run one at a time against its own portal
// (they change its demo data), and two projects run side by side, which is what two cores allow.
const SECOND_SHARD = /(quality-a11y|quality-security|quality-drills|remote-redeploy|public-visits|public|identity|payments)\.spec\.ts$/;
const repoRoot = path.resolve(__dirname, '..');

export default defineConfig({
  testDir: './tests',
  // The demo data of one portal is shared by its project's tests, so each project runs one test
  // at a time (`workers: 1` below); two projects, each with its own portal, run side by side.
  workers: 2,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: origin(port),
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    // Phones (390 x 844, touch): the main flows and no sideways scrolling on every main route, on
    // a portal of its own so it can run beside the other projects.
    {
      name: 'phone',
      testMatch: /phone\.spec\.ts$/,
      workers: 1,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3, baseURL: origin(phonePort) },
    },
    { name: 'chromium', testIgnore: [SECOND_SHARD, /phone\.spec\.ts$/, PASSKEY_SPECS], workers: 1 },
    { name: 'chromium-passkeys', testMatch: PASSKEY_SPECS, workers: 1, use: { baseURL: `http://localhost:${passkeyPort}` } },
    { name: 'chromium-second-shard', testMatch: SECOND_SHARD, workers: 1, use: { baseURL: origin(shardPort) } },
    // The browser in a zone west of UTC: its device date is the club's yesterday for most of the
    // day, so a page that takes "today" from the device instead of the club shows up here. Only
    // the date-dependent specs, to keep the run short (docs/decisions.md, "Pinned instants").
    {
      name: 'chromium-los-angeles',
      testMatch: /(bookings|swim)\.spec\.ts$/,
      workers: 1,
      use: { timezoneId: 'America/Los_Angeles', baseURL: origin(westPort) },
    },
  ],
  // The portal exactly as `npm start` serves it (built apps + API), on a fresh embedded database each.
  webServer: [...new Set([port, shardPort, westPort, phonePort, passkeyPort])].map((p) => ({
    command: `node ${path.join(repoRoot, 'e2e', 'support', 'serve-portal.mjs')}`,
    url: `http://127.0.0.1:${p}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(p), E2E_PORT: String(p), ...(p === passkeyPort ? { E2E_PUBLIC_HOST: 'localhost' } : {}) },
  })),
});
