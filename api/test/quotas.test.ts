// "Quotas": one account could add children and upload images without end (table and
// disk growth, and CPU for every re-encode). Children per member and uploads per member per day
// are capped; the cap holds under concurrent requests and answers the quota's message.
import sharp from 'sharp';
import { and, eq, isNull } from 'drizzle-orm';
import { CHILDREN_LIMIT_REACHED, UPLOADS_LIMIT_REACHED } from '@portal/shared/messages';
import { memberKids } from '../src/db/schema';
import { MAX_CHILDREN_PER_MEMBER, MAX_UPLOADS_PER_DAY } from '../src/lib/quotas';
import { createMembers } from './bookings-helpers/fixtures';
import { nextIp, type TestApp } from './helpers/test-app';
import { withDemoClubApp } from './helpers/shared-app';
import { firstRow, firstRows } from '../src/lib/first-row';
import { expectRefused } from './helpers/expect-refused';
import { uploadImage } from './helpers/upload-image';

let t: TestApp;
let clubId: number;

withDemoClubApp((demo) => ({ t, clubId } = demo));

const child = (i: number) => ({ firstName: `Kid${i}`, lastName: 'Quota', dateOfBirth: '01/02/2020', gender: 'F' as const });

async function addChild(cookie: string, i: number) {
  return t.app.inject({ method: 'POST', url: '/api/v1/member-kids', headers: { cookie }, remoteAddress: nextIp(), payload: child(i) });
}

async function activeKids(memberId: number) {
  return (await t.handle.db.select().from(memberKids).where(and(eq(memberKids.memberId, memberId), isNull(memberKids.deletedAt)))).length;
}

describe('children per member', () => {
  test(`a member can add ${MAX_CHILDREN_PER_MEMBER} children and no more`, async () => {
    expect(MAX_CHILDREN_PER_MEMBER).toBe(20);
    const m = firstRow(await createMembers(t, clubId, 1, 'Q'), 'm');
    await t.handle.db.insert(memberKids).values(Array.from({ length: MAX_CHILDREN_PER_MEMBER - 1 }, (_, i) => ({ memberId: m.id, ...child(i), dateOfBirth: '2020-02-01' })));
    expect((await addChild(m.cookie, 99)).statusCode).toBe(200);
    const over = await addChild(m.cookie, 100);
    expectRefused(over, 400, CHILDREN_LIMIT_REACHED);
    expect(await activeKids(m.id)).toBe(MAX_CHILDREN_PER_MEMBER);
    // Removing one makes room again.
    const first = firstRow(await t.handle.db.select().from(memberKids).where(eq(memberKids.memberId, m.id)).limit(1), 'first');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/member-kids/${first.id}`, headers: { cookie: m.cookie } })).statusCode).toBe(200);
    expect((await addChild(m.cookie, 101)).statusCode).toBe(200);
  });

  test('concurrent adds never pass the cap', async () => {
    const m = firstRow(await createMembers(t, clubId, 1, 'Q'), 'm');
    await t.handle.db.insert(memberKids).values(Array.from({ length: MAX_CHILDREN_PER_MEMBER - 2 }, (_, i) => ({ memberId: m.id, ...child(i), dateOfBirth: '2020-02-01' })));
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => addChild(m.cookie, 200 + i)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(4);
    expect(await activeKids(m.id)).toBe(MAX_CHILDREN_PER_MEMBER);
  });
});

describe('uploads per member per day', () => {
  test(`image uploads and avatars share a daily allowance of ${MAX_UPLOADS_PER_DAY}; the next answers 429 with the message`, async () => {
    const [m, other] = firstRows(await createMembers(t, clubId, 2, 'U'), 2, 'm, other');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } }).png().toBuffer();
    const upload = (cookie: string) => uploadImage(t, cookie, png);
    const avatar = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/profile/avatar', headers: { cookie }, payload: { image: `data:image/png;base64,${png.toString('base64')}` } });
    for (let i = 0; i < MAX_UPLOADS_PER_DAY - 1; i++) expect((await upload(m.cookie)).statusCode).toBe(200);
    expect((await avatar(m.cookie)).statusCode).toBe(200);
    for (const over of [await upload(m.cookie), await avatar(m.cookie)]) {
      expectRefused(over, 429, UPLOADS_LIMIT_REACHED);
    }
    // Another member's allowance is their own.
    expect((await upload(other.cookie)).statusCode).toBe(200);
  });
});
