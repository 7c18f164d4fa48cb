// An import resumed after a failed batch starts at the row where the failure stopped it: the
// cursor holds that row and the byte where it starts (multi-byte names, quoted newlines and CRLF
// line ends before it), the resumed batches read on from there, and a row repeating an old id or an
// e-mail of a row in an earlier batch is still named, not imported.
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { jobContext } from '../src/app';
import { memberImportKeys, memberImports, memberKids, members } from '../src/db/schema';
import { importsDir } from '../src/modules/member-import/csv-file';
import { runDueJobs } from '../src/modules/notifications/jobs';
import { withSignedInDemoClub } from './helpers/shared-app';
import { nextIp, PUBLIC_ORIGIN, type TestApp } from './helpers/test-app';
import { multipartFile } from './helpers/upload-image';
import { apiCalls, consoleLogins } from './helpers/console-api';

let t: TestApp;
let clubId: number;
let admin: string;

withSignedInDemoClub(async (app) => (await consoleLogins(app)).admin, (demo) => ({ t, clubId, as: admin } = demo));

const call = apiCalls(() => t, { origin: PUBLIC_ORIGIN });
const runJobs = (limit = 1000) => runDueJobs(t.handle.db, jobContext(t.config), { limit });

const HEADER = 'Member ID,First Name,Last Name,Email,Street,Parent ID';
const PEOPLE = 2200;

/** Person n (R0...), with a street holding a comma and a newline on every seventh; a child after every hundredth. */
function fileLines(): string[] {
  const lines: string[] = [];
  for (let n = 0; n < PEOPLE; n += 1) {
    const id = n === 2100 ? 'R5' : `R${n}`; // the old id of person 5 again
    const email = n === 1500 ? 'RESUME10@example.com' : `resume${n}@example.com`; // person 10's e-mail in another case
    const street = n % 7 === 0 ? `"${n} Long St,\r\nUnit 2"` : `${n} Short St`;
    lines.push(`${id},Zoë,Ñuñez ${n},${email},${street},`);
    if (n % 100 === 99) lines.push(`C${n},Kid,Of ${n},,,R${n}`);
  }
  return lines;
}

it('resumed after a failed batch, an import starts at the row where it stopped and still names repeats of earlier batches', async () => {
  const lines = fileLines();
  const csv = `${HEADER}\r\n${lines.join('\r\n')}\r\n`;
  const form = multipartFile('resume.csv', 'text/csv', Buffer.from(csv));
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/v1/club-console/member-imports',
    headers: { cookie: admin, origin: PUBLIC_ORIGIN, 'content-type': form.contentType },
    payload: form.body,
    remoteAddress: nextIp(),
  });
  const id = up.json().payload.id as number;
  const preview = (await call(admin, 'GET', `/club-console/member-imports/${id}/preview`)).body.payload;
  expect(preview.import).toMatchObject({ totalRows: lines.length, badRows: 2 });
  expect(preview.problems.map((p: { row: number }) => p.row)).toEqual([lines.indexOf(lines.find((l) => l.includes('RESUME10'))!) + 2, lines.findIndex((l) => l.includes('Ñuñez 2100')) + 2]);

  // Jobs already due run first, so the one job run next is the import's first batch, not another that fell due.
  await runJobs();
  await call(admin, 'POST', `/club-console/member-imports/${id}/start`);
  await runJobs(1);
  const [imp] = await t.handle.db.select().from(memberImports).where(eq(memberImports.id, id));
  const file = path.join(importsDir(t.config.dataDir), imp!.storedName);
  await rename(file, `${file}.away`);
  await runJobs();
  const [failed] = await t.handle.db.select().from(memberImports).where(eq(memberImports.id, id));
  // The first batch's 1,000 rows are in; the cursor is the next row and the byte where it starts.
  const firstBatchBytes = Buffer.byteLength(`${HEADER}\r\n${lines.slice(0, 1000).join('\r\n')}\r\n`);
  expect(failed).toMatchObject({ status: 'failed', phase: 1, cursor: 1000, cursorOffset: firstBatchBytes });
  expect(firstBatchBytes).toBeGreaterThan(`${HEADER}\r\n${lines.slice(0, 1000).join('\r\n')}\r\n`.length); // 'ë' and 'Ñ' are two bytes each
  expect(Buffer.from(csv).subarray(firstBatchBytes).toString('utf8').startsWith(`${lines[1000]}\r\n`)).toBe(true);

  await rename(`${file}.away`, file);
  expect((await call(admin, 'POST', `/club-console/member-imports/${id}/resume`)).body.payload.status).toBe('importing');
  await runJobs();
  const done = (await call(admin, 'GET', `/club-console/member-imports/${id}`)).body.payload;
  expect(done).toMatchObject({ status: 'done', processedRows: lines.length, importedRows: lines.length - 2 });

  const imported = await t.handle.db.select().from(members).where(and(eq(members.clubId, clubId), like(members.externalId, 'R%')));
  expect(imported).toHaveLength(PEOPLE - 2); // R1500 repeats an e-mail; person 2100 repeats R5
  const byId = new Map(imported.map((m) => [m.externalId, m]));
  // The row at the cursor and its neighbours, whole: nothing cut, shifted or read twice.
  const atCursor = /^R(\d+),/.exec(lines[1000]!)![1]!;
  expect(byId.get(`R${atCursor}`)).toMatchObject({ firstName: 'Zoë', lastName: `Ñuñez ${atCursor}`, email: `resume${atCursor}@example.com` });
  expect(byId.get('R994')).toMatchObject({ street: '994 Long St,\r\nUnit 2' });
  // The repeats, each of a row in the first batch, were not imported over it.
  expect(byId.get('R5')).toMatchObject({ lastName: 'Ñuñez 5' });
  expect(byId.get('R1500')).toBeUndefined();
  expect(byId.get('R10')).toMatchObject({ email: 'resume10@example.com' });
  const kids = await t.handle.db.select().from(memberKids).where(like(memberKids.externalId, 'C%'));
  expect(kids.map((k) => [k.externalId, k.memberId]).sort()).toEqual(
    Array.from({ length: PEOPLE / 100 }, (_, i) => [`C${i * 100 + 99}`, byId.get(`R${i * 100 + 99}`)!.id]).sort(),
  );
  // The kept keys go with the finished import.
  expect(await t.handle.db.select().from(memberImportKeys).where(eq(memberImportKeys.importId, id))).toEqual([]);
});
