// Signed documents as versions: the attacks first (STAFF or a member publishing, another club's
// version, signing for another member, signing an old version), then a new version asking members
// who signed the last one to sign again when the club says so, and the console's list of who signed;
// then a minor's waiver: the minor cannot sign it, someone outside their household cannot sign it for
// them, their payer (or swim guardian) signs it on their behalf, and the console says who signed for whom.
import { eq } from 'drizzle-orm';
import { DOCUMENT_GUARDIAN_SIGNS, DOCUMENT_NOT_IN_FORCE, DOCUMENT_TITLE_REQUIRED, documentSignsThemselves, HOUSEHOLD_NOT_YOURS } from '@portal/shared/messages';
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import { clubDocuments, members, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/demo-logins';
import { demoLogins, type TestApp, createTestApp } from './helpers/test-app';
import { apiCalls } from './helpers/console-api';
import { demoClubId } from './bookings-helpers/fixtures';
import { createGuardian } from './payments-helpers/fixtures';

let t: TestApp;
let as: Record<'member' | 'renew' | 'admin' | 'staff' | 'parent' | 'teen' | 'guardian' | 'otherAdmin', string>;
let alex: { userId: number; memberNumber: string };

beforeAll(async () => {
  t = await createTestApp({}, { now: '2026-03-01T23:00:00Z' });
  await t.handle.db.update(users).set({ role: 'ADMIN' }).where(eq(users.email, 'lite@demo.club'));
  as = { ...(await demoLogins(t, 'member', 'renew', 'admin', 'staff', 'parent', 'teen', 'guardian')), otherAdmin: await t.login('lite@demo.club', DEMO_PASSWORD) };
  alex = (await call(as.member, 'GET', '/auth/me')).body.payload;
});
afterAll(() => t.close());

const call = apiCalls(() => t);
const waiver = (over: object = {}) => ({ kind: 'waiver', title: 'Gym waiver', body: 'I train at my own risk.', resignRequired: false, ...over });
const pending = async (cookie: string, memberNumber: string) => (await call(cookie, 'GET', `/documents/pending/${memberNumber}`)).body.payload as Array<{ id: number; version: number }>;

describe('who may publish and sign', () => {
  it('refuses STAFF and members publishing, and a bad version on its field', async () => {
    expect((await call(as.staff, 'POST', '/club-console/documents', waiver())).status).toBe(403);
    expect((await call(as.member, 'POST', '/club-console/documents', waiver())).status).toBe(403);
    expect((await call(as.staff, 'GET', '/club-console/documents')).status).toBe(403);
    const bad = await call(as.admin, 'POST', '/club-console/documents', waiver({ title: ' ' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ message: DOCUMENT_TITLE_REQUIRED, field: 'title' });
    expect(await t.handle.db.select().from(clubDocuments)).toHaveLength(0);
  });

  it('refuses signing for another member, and another club’s version', async () => {
    const v1 = (await call(as.admin, 'POST', '/club-console/documents', waiver())).body.payload;
    const riley = (await call(as.renew, 'GET', '/auth/me')).body.payload;
    expect((await call(as.member, 'POST', `/documents/${v1.id}/sign`, { userId: riley.userId, signature: '' })).status).toBe(403);
    expect((await call(as.member, 'GET', `/documents/pending/${riley.memberNumber}`)).status).toBe(403);
    expect((await call(as.otherAdmin, 'GET', `/club-console/documents/${v1.id}/signatures`)).status).toBe(404);
  });
});

describe('versions', () => {
  it('asks for the version in force, once signed asks nothing, and a new version asks again only when the club says so', async () => {
    expect((await pending(as.member, alex.memberNumber)).map((v) => v.version)).toEqual([1]);
    const v1 = (await pending(as.member, alex.memberNumber))[0]!;
    expect((await call(as.member, 'POST', `/documents/${v1.id}/sign`, { userId: alex.userId, signature: '' })).status).toBe(200);
    expect(await pending(as.member, alex.memberNumber)).toEqual([]);

    // A new version that does not ask again: nothing to sign for those who signed.
    await call(as.admin, 'POST', '/club-console/documents', waiver({ body: 'Typo fixed.' }));
    expect(await pending(as.member, alex.memberNumber)).toEqual([]);
    // One that does: signed at the next sign-in; the old one can no longer be signed.
    const v3 = (await call(as.admin, 'POST', '/club-console/documents', waiver({ body: 'New rules.', resignRequired: true }))).body.payload;
    expect(v3.version).toBe(3);
    expect((await pending(as.member, alex.memberNumber)).map((v) => v.id)).toEqual([v3.id]);
    const old = await call(as.member, 'POST', `/documents/${v1.id}/sign`, { userId: alex.userId, signature: '' });
    expect(old.status).toBe(409);
    expect(old.body.errors.message).toBe(DOCUMENT_NOT_IN_FORCE);
    await call(as.member, 'POST', `/documents/${v3.id}/sign`, { userId: alex.userId, signature: '' });

    // The console: who signed what.
    const versions = (await call(as.admin, 'GET', '/club-console/documents')).body.payload as Array<{ id: number; version: number; inForce: boolean; signedCount: number }>;
    expect(versions.map((v) => [v.version, v.inForce, v.signedCount])).toEqual([[3, true, 1], [2, false, 0], [1, false, 1]]);
    const who = (await call(as.admin, 'GET', `/club-console/documents/${v3.id}/signatures`)).body.payload;
    expect(who).toEqual([expect.objectContaining({ memberNumber: alex.memberNumber })]);
  });
});

describe('a guardian signs for a minor', () => {
  type Pending = { id: number; kind: string; forNumber: string; forName: string };
  const pendingOf = async (cookie: string) => {
    const me = (await call(cookie, 'GET', '/auth/me')).body.payload;
    return { me, list: (await call(cookie, 'GET', `/documents/pending/${me.memberNumber}`)).body.payload as Pending[] };
  };
  const sign = (cookie: string, userId: number, id: number, forNumber?: string) => call(cookie, 'POST', `/documents/${id}/sign`, { userId, signature: '', ...(forNumber ? { forNumber } : {}) });

  it('a minor is not asked for a waiver and cannot sign it themselves; they sign the terms', async () => {
    const waiverV = (await call(as.admin, 'POST', '/club-console/documents', waiver({ body: 'Minors: a parent signs.', resignRequired: true }))).body.payload;
    const terms = (await call(as.admin, 'POST', '/club-console/documents', { kind: 'terms', title: 'Portal terms', body: 'Be nice.', resignRequired: false })).body.payload;
    const kai = await pendingOf(as.teen);
    expect(kai.list.map((v) => v.id)).toEqual([terms.id]);
    const refused = await sign(as.teen, kai.me.userId, waiverV.id);
    expect(refused.status).toBe(403);
    expect(refused.body.errors.message).toBe(DOCUMENT_GUARDIAN_SIGNS);
    expect((await sign(as.teen, kai.me.userId, terms.id)).status).toBe(200);
  });

  it('another member cannot sign for a minor not in their household; the payer cannot sign for an adult', async () => {
    const [inForce] = (await pendingOf(as.member)).list.filter((v) => v.kind === 'waiver');
    const kai = (await pendingOf(as.teen)).me;
    const res = await sign(as.member, alex.userId, inForce!.id, kai.memberNumber);
    expect(res.status).toBe(403);
    expect(res.body.errors.message).toBe(HOUSEHOLD_NOT_YOURS);
    const other = await createGuardian(t, await demoClubId(t.handle.db), 'F9921');
    const otherMe = (await call(other.cookie, 'GET', '/auth/me')).body.payload;
    const studentNotTheirs = await sign(other.cookie, otherMe.userId, inForce!.id, 'S1001');
    expect(studentNotTheirs.status).toBe(403);
    expect(studentNotTheirs.body.errors.message).toBe(NO_ACCESS_MESSAGE);
    // A guardian signs nothing of their own.
    expect((await sign(other.cookie, otherMe.userId, inForce!.id)).status).toBe(403);
  });

  it('the payer is asked on behalf of the minor and signs for them; the console lists who signed for whom', async () => {
    const parent = await pendingOf(as.parent);
    const forKai = parent.list.find((v) => v.forName === 'Kai Hale');
    expect(forKai).toMatchObject({ kind: 'waiver' });
    expect(parent.list.filter((v) => v.forName === 'Kai Hale').map((v) => v.kind)).toEqual(['waiver']);
    expect((await sign(as.parent, parent.me.userId, forKai!.id, forKai!.forNumber)).status).toBe(200);
    expect((await pendingOf(as.parent)).list.filter((v) => v.forName === 'Kai Hale')).toEqual([]);

    const guardian = await pendingOf(as.guardian);
    expect(guardian.list.filter((v) => v.id === forKai!.id).map((v) => v.forName).sort()).toEqual(['Leo Waters', 'Mia Waters']);
    const mia = guardian.list.find((v) => v.forName === 'Mia Waters')!;
    expect((await sign(as.guardian, guardian.me.userId, mia.id, mia.forNumber)).status).toBe(200);
    const [morgan] = await t.handle.db.select().from(members).where(eq(members.email, 'parent@demo.club'));
    // Each signs only within their own household: a member number is no student of the guardian's, a student no dependant of the payer's.
    expect((await sign(as.guardian, guardian.me.userId, mia.id, morgan!.memberNumber)).status).toBe(404);
    expect((await sign(as.parent, parent.me.userId, mia.id, 'S1001')).status).toBe(403);

    const who = (await call(as.admin, 'GET', `/club-console/documents/${mia.id}/signatures`)).body.payload;
    expect(who).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ memberName: 'Kai Hale', signedBy: 'Morgan Hale' }),
        expect.objectContaining({ memberNumber: 'S1001', memberName: 'Mia Waters', signedBy: 'Jess Waters' }),
      ]),
    );
    expect(who).toHaveLength(2);
  });

  it('a payer naming an adult dependant is told they sign themselves', async () => {
    const [kaiRow] = await t.handle.db.select().from(members).where(eq(members.email, 'teen@demo.club'));
    await t.handle.db.update(members).set({ dateOfBirth: '1990-01-01' }).where(eq(members.id, kaiRow!.id));
    try {
      const parent = await pendingOf(as.parent);
      const [inForce] = (await pendingOf(as.member)).list.filter((v) => v.kind === 'waiver');
      const res = await sign(as.parent, parent.me.userId, inForce!.id, kaiRow!.memberNumber);
      expect(res.status).toBe(409);
      expect(res.body.errors).toMatchObject({ message: documentSignsThemselves('Kai Hale'), field: 'forNumber' });
    } finally {
      await t.handle.db.update(members).set({ dateOfBirth: kaiRow!.dateOfBirth }).where(eq(members.id, kaiRow!.id));
    }
  });
});
