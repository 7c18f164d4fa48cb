// Resilience drill: PostgreSQL restarts during load and the API reconnects by itself.
// Only on PostgreSQL (DATABASE_URL set). The restart is simulated with pg_terminate_backend on
// every connection of the app's database — what a server restart does to a client — instead of
// restarting the machine's server, which other test files are using at the same time.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { createTestApp, describeOnPostgres, type TestApp } from './helpers/test-app';

const url = process.env.DATABASE_URL;

describeOnPostgres('drill: PostgreSQL restarts during load', () => {
  let t: TestApp;
  let cookie: string;
  let memberNumber: string;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login('member@demo.club', 'demo1234');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
    memberNumber = me.json().payload.memberNumber;
  });

  afterAll(async () => {
    await t?.close();
  });

  // Two reads that touch the session table and the domain tables.
  const requests = () => [
    t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } }),
    t.app.inject({ method: 'GET', url: `/api/v1/bookings/current/class/${memberNumber}`, headers: { cookie } }),
  ];

  test('requests after the connections are killed all succeed, without restarting the API', async () => {
    const dbName = ((await t.handle.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] })
      .rows[0]!.name;

    // Load: rounds of concurrent requests, bounded by count (not by time).
    const before = await Promise.all(Array.from({ length: 5 }, requests).flat());
    expect(before.map((r) => r.statusCode)).toEqual(before.map(() => 200));

    // The "restart": while a round is in flight, every backend of the app's database is terminated.
    const admin = await openDatabase({ databaseUrl: url, poolMax: 1 });
    const inFlight = Promise.all(Array.from({ length: 5 }, requests).flat());
    const killed = (await admin.db.execute(
      sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = ${dbName} and pid <> pg_backend_pid()`,
    )) as unknown as { rows: unknown[] };
    await admin.close();
    expect(killed.rows.length).toBeGreaterThan(0);
    // Requests caught mid-flight may fail (with an envelope, never a hang); they are not counted.
    for (const r of await inFlight) expect(r.json()).toHaveProperty('statusCode', r.statusCode);

    // After the restart: every request succeeds on fresh connections.
    const after: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      const res = await Promise.all(requests());
      after.push(...res.map((r) => r.statusCode));
    }
    expect(after).toEqual(after.map(() => 200));
  });
});
