// A database error logged the SQL parameters (drizzle's "Failed query ... params: ...")
// and PostgreSQL's own text quoting the value, so e-mail addresses and names reached the logs.
// Probe routes make the database fail on personal data; the log must name the failure, not the data.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { firstRow } from '../src/lib/first-row';
import { expectRefused } from './helpers/expect-refused';

const EMAIL = 'jane.private@example.com';
const NAME = 'Janet Privateperson';

let t: TestApp;
const lines: string[] = [];

const anyone = { config: { access: { public: true } } };

async function probes(app: FastifyInstance) {
  // A value PostgreSQL refuses and quotes in its message.
  app.get('/test-probe/bad-cast', anyone, async () => app.db.execute(sql`select ${EMAIL}::integer as n`));
  // A unique violation: PostgreSQL's detail names the duplicate key's value.
  app.get('/test-probe/duplicate', anyone, async () => {
    const existing = firstRow(await app.db.select().from(users).limit(1), 'existing');
    await app.db.insert(users).values({ ...existing, id: undefined, email: existing.email, userName: NAME });
    return 'unreachable';
  });
}

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logLevel: 'info' }, { logStream, modules: [probes] });
});

afterAll(async () => {
  await t?.close();
});

test.each([
  ['/api/v1/test-probe/bad-cast', [EMAIL]],
  ['/api/v1/test-probe/duplicate', [NAME, 'member@demo.club', '$argon2id']],
])('a database error on %s is logged without the personal data in its parameters', async (url, secrets) => {
  lines.length = 0;
  const res = await t.app.inject({ method: 'GET', url });
  expectRefused(res, 500, 'Something went wrong, please try again.');
  const errorLines = lines.filter((l) => JSON.parse(l).level >= 50);
  expect(errorLines.length).toBeGreaterThan(0);
  const log = lines.join('\n');
  // The failure is still diagnosable: the SQL text and PostgreSQL's error code are logged.
  expect(log).toMatch(/"code":"(22P02|23505)"/);
  expect(log).toContain('Failed query');
  for (const secret of secrets) expect(log).not.toContain(secret);
});
