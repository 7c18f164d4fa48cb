// Signed documents as versions: the attacks first (STAFF or a member publishing, another club's
// version, signing for another member, signing an old version), then a new version asking members
// who signed the last one to sign again when the club says so, and the console's list of who signed.
import { eq } from 'drizzle-orm';
import { DOCUMENT_NOT_IN_FORCE, DOCUMENT_TITLE_REQUIRED } from '@portal/shared/messages';
import { clubDocuments, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/demo-logins';
import { demoLogins, type TestApp, createTestApp } from './helpers/test-app';
import { apiCalls } from './helpers/console-api';

let t: TestApp;
let as: Record<'member' | 'renew' | 'admin' | 'staff' | 'otherAdmin', string>;
let alex: { userId: number; memberNumber: string };

beforeAll(async () => {
  t = await createTestApp({}, { now: '2026-03-01T23:00:00Z' });
  await t.handle.db.update(users).set({ role: 'ADMIN' }).where(eq(users.email, 'lite@demo.club'));
  as = { ...(await demoLogins(t, 'member', 'renew', 'admin', 'staff')), otherAdmin: await t.login('lite@demo.club', DEMO_PASSWORD) };
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
