// `npm test`: every test. Unit + component + API tests (jest; the API suite runs on
// PostgreSQL when DATABASE_URL is set, else on the embedded database), then the
// Playwright e2e suite in Chromium against the portal built as `npm start` serves it, then the
// production topology test (scripts/topology-test.mjs).
import { spawnSync } from 'node:child_process';
import { repoRoot, runPnpm, step } from './pnpm.mjs';
import { findChromium, HOW_TO_GET_CHROMIUM } from './find-chromium.mjs';

const failures = [];
// Jest's default on two cores is one worker beside an idle main process; two workers use both.
const JEST_WORKERS = `--maxWorkers=${process.env.JEST_WORKERS ?? 2}`;

step('Installing dependencies');
if (runPnpm(['install', '--frozen-lockfile', '--reporter=append-only']) !== 0) process.exit(1);

step('Type-checking every package');
if (runPnpm(['run', 'typecheck']) !== 0) failures.push('typecheck');

// The API suite runs once, on the database production runs on when there is one (DATABASE_URL:
// each test app gets a throw-away database on that server), else on the embedded PGlite. PGlite,
// which `npm start` and the browser tests run on, is covered again by the date matrix and the
// browser tests; a third pass would add ten minutes and no case the other two miss.
const onPostgres = Boolean(process.env.DATABASE_URL);
step(
  onPostgres
    ? `Unit, component and API tests (jest, API on PostgreSQL ${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')})`
    : 'Unit, component and API tests (jest, embedded database)',
);
if (runPnpm(['exec', 'jest', '--ci', JEST_WORKERS]) !== 0) failures.push(onPostgres ? 'jest (API on PostgreSQL)' : 'jest');

// The date-sensitive API and component tests again at the pinned instants of
// scripts/pinned-instants.json (one jest project per instant, see jest.config.cjs), on a machine
// west of UTC so nothing leans on the test machine's zone. Why these: docs/decisions.md.
step('Date matrix: date-sensitive tests at pinned instants (embedded database, machine in America/Los_Angeles)');
const matrixEnv = { ...process.env, PORTAL_NOW_MATRIX: '1', TZ: 'America/Los_Angeles' };
delete matrixEnv.DATABASE_URL; // the matrix runs on PGlite
delete matrixEnv.PORTAL_NOW; // each project pins its own instant
if (runPnpm(['exec', 'jest', '--ci', JEST_WORKERS], { env: matrixEnv }) !== 0) failures.push('jest date matrix');

step('Browser tests (Playwright, Chromium)');
const chromium = findChromium();
if (!chromium) {
  console.error(`\n${HOW_TO_GET_CHROMIUM}\n`);
  failures.push('e2e (no Chromium)');
} else {
  if (runPnpm(['run', 'build']) !== 0) failures.push('build');
  else {
    const e2eEnv = { ...process.env, CHROMIUM_PATH: chromium };
    delete e2eEnv.DATABASE_URL;
    delete e2eEnv.PORTAL_NOW; // the browser tests run at the real time: it is what users get
    if (runPnpm(['--filter', '@portal/e2e', 'run', 'test'], { env: e2eEnv }) !== 0) failures.push('e2e');

    // The production topology natively: nginx, two API instances from the compiled build,
    // PostgreSQL (DATABASE_URL's server, else the local one). Missing nginx or PostgreSQL is a
    // failure with its fix, never a silent pass.
    step('Production topology (compiled API x2, nginx proxy and static apps, PostgreSQL)');
    if (runPnpm(['--filter', '@portal/api', 'run', 'build']) !== 0) failures.push('api build');
    else if (spawnSync(process.execPath, ['scripts/topology-test.mjs'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } }).status !== 0) {
      failures.push('topology');
    }
    // A club opens its doors: create-club on an empty production database (no demo data), the
    // console's set-up, and a visitor who joins, books and buys (e2e/first-club). PostgreSQL is the
    // server of DATABASE_URL, else the local one.
    step('First club on an empty production database (Playwright, PostgreSQL)');
    const firstClubEnv = { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: process.env.FIRST_CLUB_PORT ?? '9600' };
    if (process.env.DATABASE_URL) firstClubEnv.FIRST_CLUB_PG = process.env.DATABASE_URL.replace(/\/[^/?]*(\?.*)?$/, '');
    delete firstClubEnv.DATABASE_URL;
    delete firstClubEnv.PORTAL_NOW;
    if (runPnpm(['--filter', '@portal/e2e', 'exec', 'playwright', 'test', '--config', 'first-club.config.ts'], { env: firstClubEnv }) !== 0) failures.push('first club');

    // nginx -t on both configs, then real requests through the static server and the proxy:
    // compressed files, caching and security headers as a club's nginx serves them.
    step('nginx configs (nginx -t, headers, compression)');
    if (spawnSync(process.execPath, ['scripts/check-nginx.mjs'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) failures.push('nginx configs');
  }
}

if (failures.length) {
  console.error(`\n\u2716 Failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\n\u2714 All tests passed');
