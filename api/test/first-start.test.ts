// A production database starts empty; create-club makes the first club and its ADMIN, who sets a
// password through a one-time link; migrations run once even when several instances start at once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { prepareDatabase } from '../src/db/first-start';
import { migrateDatabase } from '../src/db/migrate';
import { clubs, users } from '../src/db/schema';
import { adminLink, createClub, CreateClubError } from '../src/modules/club/create-club';
import { nextIp, sessionCookieOf, throwAwayPostgres } from './helpers/test-app';

jest.setTimeout(180_000);

const url = process.env.DATABASE_URL;
const SECRETS = { MEMBER_LINK_SECRET: 'm'.repeat(40), SWIM_REFERENCE_SECRET: 's'.repeat(40) };
const API_DIR = path.join(__dirname, '..');
const journal = JSON.parse(fs.readFileSync(path.join(API_DIR, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };

/** A fresh database: in-memory PGlite, or a throw-away PostgreSQL database named prod_<hex>. */
async function freshDatabase(): Promise<{ url?: string; open(): Promise<DatabaseHandle>; drop(): Promise<void> }> {
  if (!url) return { open: () => openDatabase({}), drop: async () => undefined };
  const scratch = await throwAwayPostgres(url, 'prod');
  return { url: scratch.url, open: () => openDatabase({ databaseUrl: scratch.url, poolMax: 2 }), drop: scratch.drop };
}

test('a real server starts on an empty database: no demo club; demo mode seeds it', async () => {
  const real = await openDatabase({});
  try {
    expect(await prepareDatabase(real, { demoMode: false })).toEqual({ seeded: false, empty: true });
    expect((await real.db.select({ n: count() }).from(clubs))[0]!.n).toBe(0);
    expect((await real.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
  } finally {
    await real.close();
  }
  const demo = await openDatabase({});
  try {
    expect(await prepareDatabase(demo, { demoMode: true })).toEqual({ seeded: true, empty: false });
    const accountIds = (await demo.db.select({ accountId: clubs.accountId }).from(clubs)).map((c) => c.accountId);
    expect(accountIds).toContain('DEMO01');
  } finally {
    await demo.close();
  }
});

test('create-club makes the club and its ADMIN, whose one-time link sets the password and then signs in', async () => {
  const handle = await openDatabase({});
  await prepareDatabase(handle, { demoMode: false });
  const config = { ...loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.harbour.example', ...SECRETS }), logLevel: 'silent', staticRoot: '/nonexistent-static-root' };
  const app = await buildApp({ db: handle, config });
  try {
    const created = await createClub(handle.db, { name: 'Harbour Swim & Gym', adminEmail: 'IT@Harbour.example', accountId: 'HARBOUR', mailFromAddress: 'hello@harbour.example' });
    expect(created.accountId).toBe('HARBOUR');
    const link = adminLink(config.publicOrigin, created.adminToken);
    expect(link).toMatch(/^https:\/\/portal\.harbour\.example\/reset-password\?token=[\w-]{40,}$/);
    const [admin] = await handle.db.select().from(users);
    expect(admin).toEqual(expect.objectContaining({ email: 'it@harbour.example', role: 'ADMIN' }));
    // The token is stored only as a hash.
    const stored = await handle.db.execute(sql`select token_hash from password_reset_tokens`);
    expect(JSON.stringify(stored)).not.toContain(created.adminToken);

    const origin = { origin: config.publicOrigin };
    const login = (password: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: nextIp(), headers: origin, payload: { userName: 'it@harbour.example', password, platform: 'web', deviceId: 'test' } });
    expect((await login('anything-at-all-1')).statusCode).toBe(401);
    const token = new URL(link).searchParams.get('token')!;
    const set = await app.inject({ method: 'POST', url: '/api/v1/auth/reset-password-with-token', headers: origin, payload: { token, newPassword: 'harbour-admin-2026', confirmPassword: 'harbour-admin-2026' } });
    expect(set.statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/api/v1/auth/reset-password-with-token', headers: origin, payload: { token, newPassword: 'someone-else-2026', confirmPassword: 'someone-else-2026' } });
    expect(again.statusCode).toBe(400);
    const signedIn = await login('harbour-admin-2026');
    expect(signedIn.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: sessionCookieOf(signedIn)! } });
    expect(me.json().payload).toEqual(expect.objectContaining({ role: 'ADMIN' }));

    await expect(createClub(handle.db, { name: 'Copy', adminEmail: 'x@harbour.example', accountId: 'HARBOUR' })).rejects.toBeInstanceOf(CreateClubError);
    await expect(createClub(handle.db, { name: 'Bad', adminEmail: 'not-an-address' })).rejects.toThrow('--admin-email');
  } finally {
    await app.close();
    await handle.close();
  }
});

test('the create-club and migrate commands run from the command line', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prod-cli-'));
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PUBLIC_ORIGIN: 'https://portal.example' };
  try {
    const migrate = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], { cwd: API_DIR, env, encoding: 'utf8', timeout: 120_000 });
    expect(migrate.stderr).toBe('');
    expect(migrate.status).toBe(0);
    const seedInProduction = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts', '--reset'], { cwd: API_DIR, env: { ...env, NODE_ENV: 'production' }, encoding: 'utf8', timeout: 60_000 });
    expect(seedInProduction.status).toBe(1);
    expect(seedInProduction.stderr).toContain('DEMO_MODE=1');
    const usage = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/create-club.ts'], { cwd: API_DIR, env, encoding: 'utf8', timeout: 60_000 });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('--admin-email');
    const created = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/create-club.ts', '--name', 'Cli Club', '--admin-email', 'admin@cli.example', '--account-id', 'CLI01'], { cwd: API_DIR, env, encoding: 'utf8', timeout: 120_000 });
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/account id CLI01/);
    expect(created.stdout).toMatch(/time zone Australia\/Sydney; the ADMIN can correct the zone on Club Details/);
    expect(created.stdout).toMatch(/https:\/\/portal\.example\/reset-password\?token=\S+/);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('two instances migrating a fresh database at the same time both succeed, and each migration applies once', async () => {
  const fresh = await freshDatabase();
  const handles = url ? [await fresh.open(), await fresh.open()] : [await fresh.open()];
  try {
    // On PGlite one embedded database has one owner: the same handle migrating twice at once.
    const runs = url ? handles.map((h) => migrateDatabase(h)) : [migrateDatabase(handles[0]!), migrateDatabase(handles[0]!)];
    await expect(Promise.all(runs)).resolves.toBeDefined();
    const applied = (await handles[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
    expect(applied.rows[0]!.n).toBe(journal.entries.length);
  } finally {
    for (const h of handles) await h.close();
    await fresh.drop();
  }
});
