// The club's export: its ADMIN downloads a zip of everything the club owns (a CSV per table, one
// JSON document, signatures as files); STAFF and members are refused, another club's ADMIN gets
// only their own club; no secret leaves; a cell a spreadsheet would run is neutralised.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { members } from '../src/db/schema';
import { now, pinClock } from '../src/lib/clock';
import { withSignedInDemoClub } from './helpers/shared-app';
import { demoLogins, nextIp, type TestApp } from './helpers/test-app';
import { consoleLogins, type ConsoleLogins } from './helpers/console-api';

let t: TestApp, clubId: number, as: ConsoleLogins;
withSignedInDemoClub(consoleLogins, (demo) => ({ t, clubId, as } = demo));

async function download(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/v1/club-console/export', headers: { cookie }, remoteAddress: nextIp() });
}

/** The zip's files, unpacked by the system's unzip (what a spreadsheet user would do). */
function unpack(zip: Buffer): { dir: string; files: string[]; read: (name: string) => string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'club-export-'));
  writeFileSync(path.join(dir, 'export.zip'), zip);
  execFileSync('unzip', ['-q', 'export.zip', '-d', 'out'], { cwd: dir });
  const out = path.join(dir, 'out');
  const files = readdirSync(out, { recursive: true }).map(String).sort();
  return { dir: out, files, read: (name) => readFileSync(path.join(out, name), 'utf8') };
}

it('STAFF and members are refused; another club’s ADMIN gets only their club', async () => {
  for (const who of ['member', 'staff'] as const) expect((await download(as[who])).statusCode).toBe(403);
  const other = await download(as.otherAdmin);
  expect(other.statusCode).toBe(200);
  const zip = unpack(other.rawPayload);
  expect(zip.read('csv/members.csv')).not.toContain('member@demo.club');
  expect(zip.read('club.json')).not.toContain('member@demo.club');
});

it('the ADMIN gets every table as CSV and one JSON document; no secret leaves; formulas are neutralised', async () => {
  const [someone] = await t.handle.db.select().from(members).where(and(eq(members.clubId, clubId), eq(members.email, 'member@demo.club')));
  await t.handle.db.update(members).set({ occupation: '=HYPERLINK("http://evil.example","x")' }).where(eq(members.id, someone!.id));
  const res = await download(as.admin);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="club-export-\d{4}-\d{2}-\d{2}\.zip"$/);
  const zip = unpack(res.rawPayload);
  for (const name of ['members', 'memberships', 'class_bookings', 'attendance', 'payments', 'orders', 'waivers', 'children', 'swim_students']) {
    expect(zip.files).toContain(`csv/${name}.csv`);
  }
  const membersCsv = zip.read('csv/members.csv').replace(/^\uFEFF/, '');
  expect(membersCsv.split('\n')[0]).toContain('member_number,first_name,last_name');
  expect(membersCsv).toContain('member@demo.club');
  expect(membersCsv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  expect(membersCsv).not.toContain(',=HYPERLINK');
  const doc = JSON.parse(zip.read('club.json')) as Record<string, Array<Record<string, unknown>>>;
  expect(doc.members!.some((m) => m.email === 'member@demo.club')).toBe(true);
  expect(doc.payments!.length).toBeGreaterThan(0);
  expect(doc.members!.every((m) => m.club_id === clubId)).toBe(true);
  const everything = zip.files.filter((f) => f.endsWith('.csv') || f.endsWith('.json')).map((f) => zip.read(f)).join('\n');
  expect(everything).not.toMatch(/password_hash|card_token|\$argon2/);
});

it('the file is dated on the club’s calendar, not UTC’s', async () => {
  const before = now();
  // 20:00 UTC is already the next morning in Sydney, the demo club's zone.
  const utcDay = before.toISOString().slice(0, 10);
  pinClock(`${utcDay}T20:00:00Z`);
  try {
    const sydneyDay = new Date(Date.parse(`${utcDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    // Hours on, the morning's session is a new sign-in.
    const { admin } = await demoLogins(t, 'admin');
    const res = await download(admin);
    expect(String(res.headers['content-disposition'])).toBe(`attachment; filename="club-export-${sydneyDay}.zip"`);
  } finally {
    pinClock(before);
  }
});
