// Builds the real app on a real database with the demo seed, for app.inject() tests.
// PGlite in memory by default; with DATABASE_URL set, PostgreSQL with a throw-away database per
// call (dropped on close), so test files never see each other's rows.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { pinClock } from '../../src/lib/clock';
import { migrateDatabase, MIGRATIONS_FOLDER } from '../../src/db/migrate';
import { seedDatabase } from '../../src/db/seed';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-logins';

export const PUBLIC_ORIGIN = 'http://localhost:8080';

// Migrating and seeding a fresh database takes seconds on 2 cores; the project-level testTimeout
// does not reach hooks, so every file that builds an app gets a generous budget here.
jest.setTimeout(120_000);

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: AppConfig;
  /** Signs in through the API and answers the `portal_sid=...` cookie pair to send back. */
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

// A fresh PGlite spends most of its start in initdb (seconds on 2 cores, times every test app of
// the suite). The first test app of a run migrates one and dumps its data directory to a file
// named after the migrations; every later one starts from that file, and `migrateDatabase` then
// finds nothing to do. The seed is not in the template: it depends on the pinned clock.
function pgliteTemplatePath(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  // The installed PGlite's path names its version (pnpm's store layout); a new one needs a new template.
  hash.update(require.resolve('@electric-sql/pglite'));
  return path.join(os.tmpdir(), `portal-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function openPgliteTestDatabase(): Promise<DatabaseHandle> {
  const template = pgliteTemplatePath();
  if (fs.existsSync(template)) {
    return openDatabase({ loadDataDir: new Blob([fs.readFileSync(template)]) });
  }
  const handle = await openDatabase({});
  await migrateDatabase(handle);
  const dump = await ((handle.db as unknown as { $client: PGlite }).$client).dumpDataDir('none');
  // Parallel workers may race to write it: write aside, then rename (atomic on one file system).
  const aside = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(aside, template);
  return handle;
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPgliteTestDatabase();
  // PostgreSQL: a throw-away database per test app, so parallel test files never share rows
  // (or drizzle's migration journal) and nothing is left behind.
  const scratch = await throwAwayPostgres(url, 'portal_test');
  const handle = await openDatabase({ databaseUrl: scratch.url, poolMax: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `url`, named `<prefix>_<random hex>`, and how to drop it. */
export async function throwAwayPostgres(url: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: url, poolMax: 1 });
  await admin.db.execute(sql.raw(`create database "${name}"`));
  await admin.close();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: async () => {
      const cleanup = await openDatabase({ databaseUrl: url, poolMax: 1 });
      await cleanup.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
      await cleanup.close();
    },
  };
}

/** Tests of several API instances on one database: PostgreSQL only (DATABASE_URL), PGlite has one connection. */
export const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;

/** The URL of the test app's own PostgreSQL database, for a second handle (another API instance) on it. */
export async function databaseUrlOf(t: TestApp): Promise<string> {
  const result = (await t.handle.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${result.rows[0]!.name}`;
  return url.toString();
}

/** Another API instance on the test app's own PostgreSQL database (no job runner), as a second process would be. */
export async function secondInstance(t: TestApp): Promise<{ app: FastifyInstance; handle: DatabaseHandle; close(): Promise<void> }> {
  const handle = await openDatabase({ databaseUrl: await databaseUrlOf(t), poolMax: 4 });
  const app = await buildApp({ db: handle, config: t.config, jobRunner: false });
  await app.ready();
  return {
    app,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** A demo sign-in of DEMO01 (seed/demo-logins.ts) by the name before `@demo.club`. */
export type DemoUser = 'member' | 'renew' | 'guardian' | 'prospect' | 'suspended' | 'admin' | 'staff' | 'parent' | 'teen';

/**
 * Signs the named demo users in, one after another, and hands back their session cookies by
 * name: `const as = await demoLogins(t, 'member', 'admin')` then `as.member`, `as.admin`.
 */
export async function demoLogins<U extends DemoUser>(t: TestApp, ...users: U[]): Promise<Record<U, string>> {
  const cookies: Partial<Record<U, string>> = {};
  for (const user of users) cookies[user] = await t.login(`${user}@demo.club`, DEMO_PASSWORD);
  return cookies as Record<U, string>;
}

/** The `name=value` pair of the session cookie in a response, or undefined. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === 'portal_sid');
  return cookie && cookie.value ? `portal_sid=${cookie.value}` : undefined;
}

let ipCounter = 0;
/** A distinct client address, so the per-address sign-in limit never couples unrelated tests. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export interface TestAppOptions {
  /** Pins the server's clock (and so the seed's "today") at this instant before seeding. */
  now?: Date | string;
  /** How often the outbox worker looks for pending messages (when SMTP or an SMS gateway is set). */
  outboxIntervalMs?: number;
  /** Where the app's JSON log lines go (tests that read the log set logLevel too). */
  logStream?: NodeJS.WritableStream;
  /** Start the job runner (reminders, holds, deliveries) at this interval; off unless given. */
  jobIntervalMs?: number;
  /** Extra route plugins under /api/v1 (a test's own probe routes). */
  modules?: BuildAppOptions['modules'];
}

export async function createTestApp(overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  if (options.now !== undefined) pinClock(options.now);
  const handle = await openTestDatabase();
  await migrateDatabase(handle);
  await seedDatabase(handle);
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', DEMO_MODE: '1' }),
    publicOrigin: PUBLIC_ORIGIN,
    logLevel: 'silent',
    demoMode: true,
    smtpUrl: undefined,
    remoteUrls: undefined,
    // No built apps in unit runs: the static plugin must cope with missing folders.
    staticRoot: '/nonexistent-static-root',
    ...overrides,
  };
  const app = await buildApp({ db: handle, config, logStream: options.logStream, modules: options.modules, outboxIntervalMs: options.outboxIntervalMs, jobRunner: options.jobIntervalMs ? { intervalMs: options.jobIntervalMs } : false });
  await app.ready();
  return {
    app,
    handle,
    config,
    async login(email, password) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: nextIp(),
        payload: { userName: email, password, platform: 'web', deviceId: 'test' },
      });
      const cookie = sessionCookieOf(res);
      if (res.statusCode !== 200 || !cookie) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return cookie;
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
