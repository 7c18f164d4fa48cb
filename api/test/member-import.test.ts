// Member import in the console: the club's ADMIN uploads its old system's CSV, the columns are
// guessed (and remembered), the preview names every bad row's problems, and the good rows come in
// with their state (membership, next debit, pack, suspension, child, swim student, processor
// reference). The same file again changes nothing; a corrected file updates those rows; a card
// column is refused and not kept; other encodings and separators read. STAFF, members and another
// club's ADMIN are refused everything.
import { readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { IMPORT_FILE_EMPTY_MESSAGE, IMPORT_NOT_FAILED_MESSAGE, IMPORT_NOT_FOUND_MESSAGE, IMPORT_TOO_MANY_COLUMNS_MESSAGE, importCardColumnMessage } from '@portal/shared/contracts';
import { jobContext } from '../src/app';
import { guardians, memberImports, memberInvites, outbox, memberKids, members, memberships, students, suspensions } from '../src/db/schema';
import { now, pinClock } from '../src/lib/clock';
import { importsDir } from '../src/modules/member-import/csv-file';
import { runDueJobs } from '../src/modules/notifications/jobs';
import { demoClubId } from './bookings-helpers/fixtures';
import { expectRefused } from './helpers/expect-refused';
import { withTestApp } from './helpers/shared-app';
import { nextIp, PUBLIC_ORIGIN, type TestApp } from './helpers/test-app';
import { multipartFile } from './helpers/upload-image';
import { apiCalls, consoleLogins, type Body } from './helpers/console-api';

let t: TestApp;
let clubId: number;
let as: Record<'admin' | 'staff' | 'member' | 'otherAdmin', string>;

withTestApp(async (app) => {
  t = app;
  clubId = await demoClubId(t.handle.db);
  as = await consoleLogins(t);
});

const call = apiCalls(() => t, { origin: PUBLIC_ORIGIN });

async function upload(cookie: string, data: Buffer | string, name = 'members.csv') {
  const form = multipartFile(name, 'text/csv', Buffer.isBuffer(data) ? data : Buffer.from(data));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/club-console/member-imports',
    headers: { cookie, origin: PUBLIC_ORIGIN, 'content-type': form.contentType },
    payload: form.body,
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.json() as Body };
}

const runJobs = () => runDueJobs(t.handle.db, jobContext(t.config), { limit: 1000 });

/** Upload, preview and import a file to the end; answers the preview and the finished import. */
async function importAll(csv: string | Buffer) {
  const up = await upload(as.admin, csv);
  expect(up.status).toBe(200);
  const id = up.body.payload.id as number;
  const preview = await call(as.admin, 'GET', `/club-console/member-imports/${id}/preview`);
  expect(preview.status).toBe(200);
  expect((await call(as.admin, 'POST', `/club-console/member-imports/${id}/start`)).status).toBe(200);
  await runJobs();
  const done = await call(as.admin, 'GET', `/club-console/member-imports/${id}`);
  return { id, preview: preview.body.payload, done: done.body.payload };
}

// A realistic export: the old system's headers, a membership with its next debit, a pack, a
// suspension, a child and a swim student, and messy rows.
const HEADER = 'Member ID,First Name,Last Name,Email,Mobile Phone,Birth Date,Gender,Address,Suburb,State,Postal Code,Membership,Start Date,End Date,Next Debit Date,Next Debit Amount,Sessions Left,Suspended From,Suspended To,Parent ID,Guardian ID,Mandate Reference';
const GOOD = [
  'A100,Avery,Imported,avery.imported@example.com,0412 345 678,14/03/1988,F,1 Beach Rd,Bondi,NSW,2026,12 Month Direct Debit,01/02/2025,,15/12/2026,$29.95,,,,,,MD-100',
  'A101,Blake,Packer,blake.packer@example.com,0412 000 111,1990-07-01,M,,,,,10 Visit Pass,2026-10-01,2027-04-01,,,7,,,,,',
  'A102,Casey,Resting,casey.resting@example.com,,02/02/1975,O,,,,,Flexi No Contract,01/01/2024,,20/12/2026,19.00,,01/11/2026,31/12/2026,,,CUS_778',
  'A103,Dana,Parent,dana.parent@example.com,,,,,,,,,,,,,,,,,,',
  'K200,Kit,Parent,,,05/05/2019,M,,,,,,,,,,,,,A103,,',
  'S300,Sam,Swimmer,,,06/06/2017,F,,,,,,,,,,,,,,A103,',
];
const BAD = [
  'B1,,Nameless,nameless@example.com,,,,,,,,,,,,,,,,,,', // missing first name
  'B2,Bad,Mail,not-an-address,,,,,,,,,,,,,,,,,,',
  'B3,No,Such Day,nosuchday@example.com,,31/02/1990,,,,,,,,,,,,,,,,',
  'B4,Same,Mail,AVERY.IMPORTED@example.com,,,,,,,,,,,,,,,,,,',
  'B5,Gold,Plus,gold.plus@example.com,,,,,,,,Gold Plus Platinum,01/01/2025,,,,,,,,,',
  'B6,Card,Holder,card.holder@example.com,,,,,,,,,,,,,,,,,,4111 1111 1111 1111',
  'K201,Lost,Child,,,01/01/2020,,,,,,,,,,,,,,NOPE,,',
];
const FILE = [HEADER, ...GOOD, ...BAD].join('\r\n') + '\r\n';

it('a member, STAFF and another club’s ADMIN are refused everything; nothing is stored', async () => {
  const before = await t.handle.db.select().from(memberImports);
  for (const who of ['member', 'staff'] as const) {
    expect((await upload(as[who], FILE)).status).toBe(403);
    expect((await call(as[who], 'GET', '/club-console/member-imports')).status).toBe(403);
  }
  const own = await upload(as.admin, FILE);
  const id = own.body.payload.id as number;
  for (const who of ['member', 'staff'] as const) {
    for (const [method, url, body] of [
      ['GET', `/club-console/member-imports/${id}`],
      ['GET', `/club-console/member-imports/${id}/preview`],
      ['PUT', `/club-console/member-imports/${id}/mapping`, { firstName: 'First Name' }],
      ['POST', `/club-console/member-imports/${id}/start`],
    ] as const) expect({ who, url, status: (await call(as[who], method, url, body)).status }).toEqual({ who, url, status: 403 });
  }
  expectRefused(await call(as.otherAdmin, 'GET', `/club-console/member-imports/${id}`), 404, IMPORT_NOT_FOUND_MESSAGE);
  expectRefused(await call(as.otherAdmin, 'GET', `/club-console/member-imports/${id}/preview`), 404, IMPORT_NOT_FOUND_MESSAGE);
  expectRefused(await call(as.otherAdmin, 'PUT', `/club-console/member-imports/${id}/mapping`, { firstName: 'First Name', lastName: 'Last Name', externalId: 'Member ID' }), 404, IMPORT_NOT_FOUND_MESSAGE);
  expectRefused(await call(as.otherAdmin, 'POST', `/club-console/member-imports/${id}/start`), 404, IMPORT_NOT_FOUND_MESSAGE);
  expect((await call(as.otherAdmin, 'GET', '/club-console/member-imports')).body.payload.map((i: { id: number }) => i.id)).not.toContain(id);
  const after = await t.handle.db.select().from(memberImports);
  expect(after.length).toBe(before.length + 1);
  expect(after.find((i) => i.id === id)?.status).toBe('uploaded');
});

it('guesses the mapping from the header, names every bad row, imports the rest with its state, and a re-import changes nothing', async () => {
  const up = await upload(as.admin, FILE);
  expect(up.body.payload.mapping).toMatchObject({
    externalId: 'Member ID',
    firstName: 'First Name',
    lastName: 'Last Name',
    mobile: 'Mobile Phone',
    dateOfBirth: 'Birth Date',
    postCode: 'Postal Code',
    membershipType: 'Membership',
    nextDebitDate: 'Next Debit Date',
    sessionsLeft: 'Sessions Left',
    parentId: 'Parent ID',
    guardianId: 'Guardian ID',
    processorReference: 'Mandate Reference',
  });
  const { preview, done } = await importAll(FILE);
  expect(preview.import).toMatchObject({ totalRows: 13, goodRows: 6, badRows: 7 });
  const byRow = Object.fromEntries(preview.problems.map((p: { row: number; problems: string[] }) => [p.row, p.problems.join(' ')]));
  expect(byRow[8]).toContain('First Name is missing.');
  expect(byRow[9]).toContain('Email "not-an-address" is not an e-mail address.');
  expect(byRow[10]).toContain('Birth Date "31/02/1990" is a date that does not exist.');
  expect(byRow[11]).toContain("is the same as row 2's (avery.imported@example.com) in another case.");
  expect(byRow[12]).toContain('Membership "Gold Plus Platinum" is not one of the club\'s membership types.');
  expect(byRow[13]).toContain('looks like a card number');
  expect(byRow[14]).toContain('Parent ID NOPE is not a member in the file or at the club.');
  expect(done).toMatchObject({ status: 'done', processedRows: 13, importedRows: 6 });

  const imported = await t.handle.db.select().from(members).where(and(eq(members.clubId, clubId), inArray(members.externalId, ['A100', 'A101', 'A102', 'A103'])));
  expect(imported).toHaveLength(4);
  const avery = imported.find((m) => m.externalId === 'A100')!;
  expect(avery).toMatchObject({ firstName: 'Avery', email: 'avery.imported@example.com', dateOfBirth: '1988-03-14', gender: 'F', postCode: '2026', processorReference: 'MD-100' });
  const [averyMs] = await t.handle.db.select().from(memberships).where(eq(memberships.memberId, avery.id));
  expect(averyMs).toMatchObject({ contractType: 'Direct Debit', startDate: '2025-02-01', nextPaymentDate: '2026-12-15', nextPaymentAmountCents: 2995 });
  const blake = imported.find((m) => m.externalId === 'A101')!;
  const [blakeMs] = await t.handle.db.select().from(memberships).where(eq(memberships.memberId, blake.id));
  expect(blakeMs).toMatchObject({ sessionsRemaining: 7, expiryDate: '2027-04-01', contractType: 'Paid in Full' });
  const casey = imported.find((m) => m.externalId === 'A102')!;
  const [caseyMs] = await t.handle.db.select().from(memberships).where(eq(memberships.memberId, casey.id));
  expect(await t.handle.db.select({ from: suspensions.fromDate, to: suspensions.toDate }).from(suspensions).where(eq(suspensions.membershipId, caseyMs!.id))).toEqual([{ from: '2026-11-01', to: '2026-12-31' }]);
  const dana = imported.find((m) => m.externalId === 'A103')!;
  expect(await t.handle.db.select({ firstName: memberKids.firstName, dob: memberKids.dateOfBirth }).from(memberKids).where(eq(memberKids.memberId, dana.id))).toEqual([{ firstName: 'Kit', dob: '2019-05-05' }]);
  const [family] = await t.handle.db.select().from(guardians).where(and(eq(guardians.clubId, clubId), eq(guardians.externalId, 'A103')));
  expect(family?.personName).toBe('Dana Parent');
  expect(await t.handle.db.select({ name: students.name }).from(students).where(eq(students.guardianId, family!.id))).toEqual([{ name: 'Sam Swimmer' }]);
  expect(await t.handle.db.select().from(members).where(and(eq(members.clubId, clubId), inArray(members.externalId, ['B1', 'B2', 'B3', 'B4', 'B5', 'B6'])))).toEqual([]);

  // The same file again: the same rows, nothing added or changed.
  const snapshot = async () => ({
    members: await t.handle.db.select().from(members).where(eq(members.clubId, clubId)).orderBy(asc(members.id)),
    memberships: await t.handle.db.select().from(memberships).orderBy(asc(memberships.id)),
    suspensions: await t.handle.db.select().from(suspensions).orderBy(asc(suspensions.id)),
    kids: await t.handle.db.select().from(memberKids).orderBy(asc(memberKids.id)),
    students: await t.handle.db.select().from(students).orderBy(asc(students.id)),
  });
  const before = await snapshot();
  const again = await importAll(FILE);
  expect(again.done).toMatchObject({ status: 'done', importedRows: 6 });
  expect(await snapshot()).toEqual(before);

  // A corrected file updates those rows.
  const corrected = FILE.replace('$29.95', '$31.50').replace('Blake,Packer', 'Blake,Packard');
  await importAll(corrected);
  const [averyAfter] = await t.handle.db.select().from(memberships).where(eq(memberships.memberId, avery.id));
  expect(averyAfter?.nextPaymentAmountCents).toBe(3150);
  expect((await t.handle.db.select().from(members).where(eq(members.id, blake.id)))[0]?.lastName).toBe('Packard');
  expect((await snapshot()).members.length).toBe(before.members.length);
});

it('a card-number column refuses the file, and the file is not kept', async () => {
  const before = await readdir(importsDir(t.config.dataDir)).catch(() => [] as string[]);
  expectRefused(await upload(as.admin, 'Member ID,First Name,Last Name,Card Number\nX1,A,B,4111111111111111\n'), 400, importCardColumnMessage('Card Number'));
  expect(await readdir(importsDir(t.config.dataDir))).toEqual(before);
});

it('200 columns read; more than 500 columns or no header get their message', async () => {
  const wide = ['Member ID', 'First Name', 'Last Name', ...Array.from({ length: 197 }, (_, i) => `Extra ${i}`)];
  const ok = await upload(as.admin, `${wide.join(',')}\nX200,Wide,File${',x'.repeat(197)}\n`);
  expect(ok.status).toBe(200);
  expect(ok.body.payload.headers).toHaveLength(200);
  expectRefused(await upload(as.admin, `${Array.from({ length: 501 }, (_, i) => `C${i}`).join(',')}\n`), 400, IMPORT_TOO_MANY_COLUMNS_MESSAGE);
  expectRefused(await upload(as.admin, ''), 400, IMPORT_FILE_EMPTY_MESSAGE);
});

it('reads Windows-1252 with semicolons, a byte-order mark and a quoted newline; remembers the club’s mapping', async () => {
  const latin = Buffer.concat([
    Buffer.from('Ref;Given;Family;Notes\r\nW1;Ren', 'latin1'),
    Buffer.from([0xe9]), // é in Windows-1252
    Buffer.from(';Dupr\xe9;"line one\r\nline two"\r\nW2;=cmd();x;\r\n', 'latin1'),
  ]);
  const up = await upload(as.admin, latin);
  expect(up.status).toBe(200);
  const id = up.body.payload.id as number;
  expect(up.body.payload.headers).toEqual(['Ref', 'Given', 'Family', 'Notes']);
  expectRefused(await call(as.admin, 'POST', `/club-console/member-imports/${id}/start`), 400, 'Map a column to First name and one to Last name.');
  const mapped = await call(as.admin, 'PUT', `/club-console/member-imports/${id}/mapping`, { externalId: 'Ref', firstName: 'Given', lastName: 'Family' });
  expect(mapped.status).toBe(200);
  const preview = await call(as.admin, 'GET', `/club-console/member-imports/${id}/preview`);
  expect(preview.body.payload.import).toMatchObject({ totalRows: 2, goodRows: 2, badRows: 0 });
  await call(as.admin, 'POST', `/club-console/member-imports/${id}/start`);
  await runJobs();
  const [ren] = await t.handle.db.select().from(members).where(and(eq(members.clubId, clubId), eq(members.externalId, 'W1')));
  expect(ren).toMatchObject({ firstName: 'René', lastName: 'Dupré' });
  // The next file with these headers is mapped as the club chose.
  // UTF-8 with a byte-order mark: the first header is "Ref", not "\uFEFFRef".
  const next = await upload(as.admin, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Ref,Given,Family\nW3,Zoë,B\n')]));
  expect(next.body.payload.headers).toEqual(['Ref', 'Given', 'Family']);
  expect(next.body.payload.mapping).toMatchObject({ externalId: 'Ref', firstName: 'Given', lastName: 'Family' });
});

it('imports in batches that can be left and resumed: the club holds exactly the rows reported', async () => {
  const rows = Array.from({ length: 2500 }, (_, i) => `R${i},Bulk,Member${i},bulk${i}@example.com`);
  const up = await upload(as.admin, ['Member ID,First Name,Last Name,Email', ...rows].join('\n'));
  const id = up.body.payload.id as number;
  await call(as.admin, 'POST', `/club-console/member-imports/${id}/start`);
  await runDueJobs(t.handle.db, jobContext(t.config), { limit: 1 });
  const mid = (await call(as.admin, 'GET', `/club-console/member-imports/${id}`)).body.payload;
  const count = async () => (await t.handle.db.select({ id: members.id }).from(members).where(and(eq(members.clubId, clubId), inArray(members.lastName, rows.map((_, i) => `Member${i}`))))).length;
  expect(mid).toMatchObject({ status: 'importing', processedRows: 1000, importedRows: 1000 });
  expect(await count()).toBe(1000);
  await runJobs();
  expect((await call(as.admin, 'GET', `/club-console/member-imports/${id}`)).body.payload).toMatchObject({ status: 'done', processedRows: 2500, importedRows: 2500 });
  expect(await count()).toBe(2500);
});

it('a failed batch marks the import failed with exactly the rows imported; the club resumes it from there', async () => {
  const rows = Array.from({ length: 2500 }, (_, i) => `F${i},Failing,Batch${i},failing${i}@example.com`);
  const up = await upload(as.admin, ['Member ID,First Name,Last Name,Email', ...rows].join('\n'));
  const id = up.body.payload.id as number;
  expectRefused(await call(as.admin, 'POST', `/club-console/member-imports/${id}/resume`), 409, IMPORT_NOT_FAILED_MESSAGE);
  await call(as.admin, 'POST', `/club-console/member-imports/${id}/start`);
  await runDueJobs(t.handle.db, jobContext(t.config), { limit: 1 });
  // The file goes missing under the second batch: it fails, and nothing of it stays.
  const [row] = await t.handle.db.select().from(memberImports).where(eq(memberImports.id, id));
  const file = path.join(importsDir(t.config.dataDir), row!.storedName);
  await rename(file, `${file}.away`);
  await runJobs();
  const count = async () => (await t.handle.db.select({ id: members.id }).from(members).where(and(eq(members.clubId, clubId), eq(members.firstName, 'Failing')))).length;
  const failed = (await call(as.admin, 'GET', `/club-console/member-imports/${id}`)).body.payload;
  expect(failed).toMatchObject({ status: 'failed', importedRows: 1000 });
  expect(await count()).toBe(1000);
  expect((await call(as.admin, 'GET', '/club-console/member-imports')).body.payload.find((i: { id: number }) => i.id === id)).toMatchObject({ status: 'failed', importedRows: 1000 });
  // No job is left to fail again; resuming is for this club's ADMIN only.
  expect(await runJobs()).toBe(0);
  expect((await call(as.staff, 'POST', `/club-console/member-imports/${id}/resume`)).status).toBe(403);
  expect((await call(as.member, 'POST', `/club-console/member-imports/${id}/resume`)).status).toBe(403);
  expectRefused(await call(as.otherAdmin, 'POST', `/club-console/member-imports/${id}/resume`), 404, IMPORT_NOT_FOUND_MESSAGE);
  expect((await call(as.admin, 'GET', `/club-console/member-imports/${id}`)).body.payload.status).toBe('failed');

  await rename(`${file}.away`, file);
  expect((await call(as.admin, 'POST', `/club-console/member-imports/${id}/resume`)).body.payload.status).toBe('importing');
  expectRefused(await call(as.admin, 'POST', `/club-console/member-imports/${id}/resume`), 409, IMPORT_NOT_FAILED_MESSAGE);
  await runJobs();
  expect((await call(as.admin, 'GET', `/club-console/member-imports/${id}`)).body.payload).toMatchObject({ status: 'done', processedRows: 2500, importedRows: 2500 });
  expect(await count()).toBe(2500);
});

describe('invitations to the imported members', () => {
  it('a member and STAFF are refused; another club’s ADMIN invites none of this club’s members', async () => {
    for (const who of ['member', 'staff'] as const) {
      expect((await call(as[who], 'GET', '/club-console/member-invites')).status).toBe(403);
      expect((await call(as[who], 'POST', '/club-console/member-invites', { count: 10 })).status).toBe(403);
    }
    const other = await call(as.otherAdmin, 'POST', '/club-console/member-invites', { count: 10 });
    expect(other.status).toBe(200);
    expect(other.body.payload.members.map((m: { email: string }) => m.email)).not.toContain('avery.imported@example.com');
    await runJobs();
    expect(await t.handle.db.select().from(memberInvites).where(eq(memberInvites.clubId, clubId))).toEqual([]);
  });

  it('sends in throttled batches, each a one-time link; shows invited, signed in and bounced', async () => {
    const asked = await call(as.admin, 'POST', '/club-console/member-invites', { count: 60 });
    expect(asked.status).toBe(200);
    await runJobs();
    const first = await t.handle.db.select().from(memberInvites).where(eq(memberInvites.clubId, clubId));
    expect(first).toHaveLength(50);
    expect((await call(as.admin, 'GET', '/club-console/member-invites')).body.payload).toMatchObject({ invited: 50, scheduled: 10 });
    // The next batch waits a minute.
    const at = now();
    pinClock(new Date(at.getTime() + 61_000));
    try {
      await runJobs();
    } finally {
      pinClock(new Date(now().getTime() - 61_000));
    }
    expect(await t.handle.db.select().from(memberInvites).where(eq(memberInvites.clubId, clubId))).toHaveLength(60);

    // Avery (the first imported) chooses a password through the link, signs in and finds the file's membership.
    const [mail] = await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, 'avery.imported@example.com')).orderBy(desc(outbox.id)).limit(1);
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(mail?.bodyText ?? '')?.[1] ?? '');
    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password-with-token', headers: { origin: PUBLIC_ORIGIN }, payload: { token, newPassword: 'avery-imported-passphrase', confirmPassword: 'avery-imported-passphrase' }, remoteAddress: nextIp() });
    expect(reset.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password-with-token', headers: { origin: PUBLIC_ORIGIN }, payload: { token, newPassword: 'another-passphrase-1', confirmPassword: 'another-passphrase-1' }, remoteAddress: nextIp() });
    expect(again.statusCode).toBe(400);
    const cookie = await t.login('avery.imported@example.com', 'avery-imported-passphrase');
    const [avery] = await t.handle.db.select().from(members).where(and(eq(members.clubId, clubId), eq(members.externalId, 'A100')));
    const info = await call(cookie, 'GET', `/membership/${avery!.memberNumber}`);
    expect(info.status).toBe(200);
    expect(info.body.payload).toMatchObject({ membershipName: '12 Month Direct Debit', contractTypeDetails: { nextPaymentAmountCents: 3150 } });

    // One e-mail bounced.
    const [bouncedInvite] = first.filter((i) => i.memberId !== avery!.id);
    await t.handle.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.id, bouncedInvite!.outboxId!));
    const status = (await call(as.admin, 'GET', '/club-console/member-invites')).body.payload;
    expect(status).toMatchObject({ invited: 60, signedIn: 1, bounced: 1, scheduled: 0 });
    const states = Object.fromEntries(status.members.map((m: { memberId: number; state: string }) => [m.memberId, m.state]));
    expect(states[avery!.id]).toBe('signed-in');
    expect(states[bouncedInvite!.memberId]).toBe('bounced');
  });
});
