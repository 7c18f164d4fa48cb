// mf-account API: profile, prospect and guardian profiles, avatar, member kids, club info,
// social link, geocoder, posts and editor images.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { clubs, memberKids, members } from '../src/db/schema';
import { demoLogins, PUBLIC_ORIGIN, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import { now, nowMs } from '../src/lib/clock';
import { firstRow } from '../src/lib/first-row';
import { expectRefused } from './helpers/expect-refused';
import { uploadImage } from './helpers/upload-image';
import { withClockAdvanced } from './notifications-helpers/clock';
import { sessionChangesHeard } from './helpers/session-changes';

dayjs.extend(utc);
dayjs.extend(timezone);

let t: TestApp;
let as: Record<'member' | 'guardian' | 'prospect' | 'admin', string>;

withTestApp(async (app) => {
  t = app;
  as = await demoLogins(t, 'member', 'guardian', 'prospect', 'admin');
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(cookie: string | null, method: Method, url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(cookie ? { cookie } : {}), origin: PUBLIC_ORIGIN },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() as { statusCode: number; payload: any; errors: { message: string } } };
}
async function me(cookie: string) {
  return (await call(cookie, 'GET', '/auth/me')).body.payload as { memberNumber: string; clubId: number; userId: number };
}

describe('account profile', () => {
  test('loads the own profile with the avatar sizes and refuses someone else (403) or no session (401)', async () => {
    const { memberNumber } = await me(as.member);
    const res = await call(as.member, 'GET', `/profile/${memberNumber}/250/400`);
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ firstName: 'Alex', lastName: 'Morgan', dateOfBirth: '12/04/1988', gender: 'F', email: 'member@demo.club' });
    expect((await call(as.member, 'GET', '/profile/100002/250/400')).status).toBe(403);
    expect((await call(null, 'GET', `/profile/${memberNumber}/250/400`)).status).toBe(401);
  });

  test("saves the editable fields, ignores the read-only ones, answers 'success'", async () => {
    const { memberNumber } = await me(as.member);
    const before = (await call(as.member, 'GET', `/profile/${memberNumber}/250/400`)).body.payload;
    const res = await call(as.member, 'POST', '/profile', { ...before, mobile: '0400 111 222', firstName: 'Hacked', email: 'x@y.z', suburb: 'Bondi' });
    expect(res.body).toEqual({ statusCode: 200, payload: 'success', errors: { message: '' } });
    const after = (await call(as.member, 'GET', `/profile/${memberNumber}/250/400`)).body.payload;
    expect(after).toMatchObject({ mobile: '0400 111 222', firstName: 'Alex', email: 'member@demo.club', suburb: 'Bondi' });
  });

  test('bad input is 400 with the spec message; another member number is 403', async () => {
    const { memberNumber } = await me(as.member);
    const noMobile = await call(as.member, 'POST', '/profile', { memberNumber, gender: 'F', mobile: '' });
    expectRefused(noMobile, 400, 'Invalid entries. Please verify.');
    expect((await call(as.member, 'POST', '/profile', { memberNumber, gender: 'X', mobile: '0400111222' })).status).toBe(400);
    expect((await call(as.member, 'POST', '/profile', { memberNumber, gender: 'F', mobile: 'abc' })).status).toBe(400);
    expect((await call(as.member, 'POST', '/profile', { memberNumber: '100002', gender: 'F', mobile: '0400111222' })).status).toBe(403);
  });

  test('the mobile must be an Australian mobile (the form\'s own validator), named for its field', async () => {
    const { memberNumber } = await me(as.member);
    const landline = await call(as.member, 'POST', '/profile', { memberNumber, gender: 'F', mobile: '02 9111 1111' });
    expectRefused(landline, 400, 'Please enter a valid Australian mobile number, e.g. 0412 345 678 or +61 412 345 678.');
    expect((await call(as.member, 'POST', '/profile', { memberNumber, gender: 'F', mobile: '+61 400 111 222' })).status).toBe(200);
    // The free-text bounds are the inputs' maxLength: one character more is refused.
    const long = await call(as.member, 'POST', '/profile', { memberNumber, gender: 'F', mobile: '0400111222', occupation: 'x'.repeat(101) });
    expect(long.status).toBe(400);
  });

  test('prospects load and save through the prospect profile', async () => {
    const { memberNumber } = await me(as.prospect);
    const res = await call(as.prospect, 'GET', `/prospect-profile/${memberNumber}/250/400`);
    expect(res.status).toBe(200);
    expect(res.body.payload.memberNumber).toBe(memberNumber);
    const saved = await call(as.prospect, 'POST', '/prospect-profile', { memberNumber, gender: 'M', mobile: '0400 999 000' });
    expect(saved.body.payload).toBe('success');
    expect((await call(as.prospect, 'GET', `/prospect-profile/${memberNumber}/250/400`)).body.payload.mobile).toBe('0400 999 000');
    // A member is not a prospect.
    const { memberNumber: m } = await me(as.member);
    expect((await call(as.member, 'GET', `/prospect-profile/${m}/250/400`)).status).toBe(403);
  });
});

describe('account avatar', () => {
  test('re-encodes a JPEG to PNG at 250 and 400', async () => {
    const jpeg = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
    const res = await call(as.member, 'POST', '/profile/avatar', { image: `data:image/jpeg;base64,${jpeg.toString('base64')}` });
    expect(res.status).toBe(200);
    const small = await sharp(Buffer.from(res.body.payload.avatar.split(',')[1], 'base64')).metadata();
    const large = await sharp(Buffer.from(res.body.payload.avatarLarge.split(',')[1], 'base64')).metadata();
    expect([small.format, small.width, small.height]).toEqual(['png', 250, 250]);
    expect([large.format, large.width, large.height]).toEqual(['png', 400, 400]);
    const { memberNumber } = await me(as.member);
    expect((await call(as.member, 'GET', `/profile/${memberNumber}/250/400`)).body.payload.avatar).toMatch(/^data:image\/png;base64,/);
  });

  test('refuses an oversized file, a non-image and a GIF with 400', async () => {
    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const tooBig = await call(as.member, 'POST', '/profile/avatar', { image: big.toString('base64') });
    expectRefused(tooBig, 400, 'The image must be a PNG or JPEG file of at most 2 MB.');
    expect((await call(as.member, 'POST', '/profile/avatar', { image: Buffer.from('<script>alert(1)</script>').toString('base64') })).status).toBe(400);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer();
    expect((await call(as.member, 'POST', '/profile/avatar', { image: gif.toString('base64') })).status).toBe(400);
    // A PNG signature followed by garbage does not decode.
    expect((await call(as.member, 'POST', '/profile/avatar', { image: big.subarray(0, 100).toString('base64') })).status).toBe(400);
  });
});

describe('account guardian profile', () => {
  test('loads and saves the own guardian profile; email stays read-only', async () => {
    const { memberNumber } = await me(as.guardian);
    const got = await call(as.guardian, 'GET', `/student-guardian-profile/${memberNumber}`);
    expect(got.status).toBe(200);
    const body = { ...got.body.payload, personContactNumber: '0411 222 333', email: 'changed@x.y', subUrb: 'Manly', postalCode: '2095' };
    delete body.avatar;
    expect((await call(as.guardian, 'POST', '/student-guardian-profile', body)).body.payload).toBe('success');
    const after = (await call(as.guardian, 'GET', `/student-guardian-profile/${memberNumber}`)).body.payload;
    expect(after).toMatchObject({ personContactNumber: '0411 222 333', subUrb: 'Manly', postalCode: '2095', email: got.body.payload.email });
  });

  test('403 for another family or a member; 400 for missing required fields', async () => {
    const { memberNumber } = await me(as.guardian);
    expect((await call(as.member, 'GET', `/student-guardian-profile/${memberNumber}`)).status).toBe(403);
    expect((await call(as.guardian, 'GET', '/student-guardian-profile/100001')).status).toBe(403);
    const bad = await call(as.guardian, 'POST', '/student-guardian-profile', { userId: memberNumber, familyName: '', personName: 'A', personContactNumber: '0411222333' });
    expectRefused(bad, 400, 'Invalid entries. Please verify.');
  });
});

describe('account member kids', () => {
  test('adds, lists, updates and deletes an own child', async () => {
    const { memberNumber } = await me(as.member);
    const added = await call(as.member, 'POST', '/member-kids', { memberNumber, firstName: 'Zoe', lastName: 'Morgan', gender: 'F', dateOfBirth: '05/06/2020', notes: 'Loves lego' });
    expect(added.status).toBe(200);
    expect(added.body.payload).toMatchObject({ firstName: 'Zoe', dateOfBirth: '05/06/2020', gender: 'F', notes: 'Loves lego' });
    const id = added.body.payload.id as number;
    const list = (await call(as.member, 'GET', `/member-kids/${memberNumber}`)).body.payload as { id: number }[];
    expect(list.map((k) => k.id)).toContain(id);
    const updated = await call(as.member, 'PUT', '/member-kids', { memberNumber, memberKidId: id, firstName: 'Zoey', lastName: 'Morgan', gender: 'O', dateOfBirth: '05/06/2020' });
    expect(updated.body.payload).toMatchObject({ id, firstName: 'Zoey', gender: 'O', notes: '' });
    expect((await call(as.member, 'DELETE', `/member-kids/${id}`)).body).toEqual({ statusCode: 200, payload: 'success', errors: { message: '' } });
    const again = (await call(as.member, 'GET', `/member-kids/${memberNumber}`)).body.payload as { id: number }[];
    expect(again.map((k) => k.id)).not.toContain(id);
  });

  test('without a member number the child goes to the signed-in member', async () => {
    const added = await call(as.member, 'POST', '/member-kids', { firstName: 'Max', lastName: 'Morgan', gender: 'M', dateOfBirth: '01/01/2021' });
    expect(added.status).toBe(200);
    const row = firstRow(await t.handle.db.select().from(memberKids).where(eq(memberKids.id, added.body.payload.id)), 'row');
    const alex = firstRow(await t.handle.db.select().from(members).where(eq(members.memberNumber, (await me(as.member)).memberNumber)), 'alex');
    expect(row.memberId).toBe(alex.id);
  });

  test("403 for another member's children", async () => {
    const other = firstRow(await t.handle.db.select().from(members).where(eq(members.memberNumber, '100101')), 'other');
    const kid = firstRow(await t.handle.db.select().from(memberKids).where(eq(memberKids.memberId, other.id)), 'kid');
    expect((await call(as.member, 'GET', '/member-kids/100101')).status).toBe(403);
    expect((await call(as.member, 'DELETE', `/member-kids/${kid.id}`)).status).toBe(403);
    const put = await call(as.member, 'PUT', '/member-kids', { memberKidId: kid.id, firstName: 'X', lastName: 'Y', gender: 'M', dateOfBirth: '01/01/2020' });
    expect(put.status).toBe(403);
    expect((await call(as.member, 'POST', '/member-kids', { memberNumber: '100101', firstName: 'X', lastName: 'Y', gender: 'M', dateOfBirth: '01/01/2020' })).status).toBe(403);
    expect((await call(as.member, 'DELETE', '/member-kids/99999999')).status).toBe(404);
  });

  test('400 for a future date of birth, a wrong format, a bad gender or a missing name', async () => {
    const base = { firstName: 'Kid', lastName: 'Morgan', gender: 'M', dateOfBirth: '01/01/2020' };
    const future = await call(as.member, 'POST', '/member-kids', { ...base, dateOfBirth: dayjs(now()).add(3, 'day').format('DD/MM/YYYY') });
    expectRefused(future, 400, 'Date of birth cannot be later than today.');
    const iso = await call(as.member, 'POST', '/member-kids', { ...base, dateOfBirth: '2020-01-01' });
    expectRefused(iso, 400, 'Please enter valid date.');
    expect((await call(as.member, 'POST', '/member-kids', { ...base, dateOfBirth: '31/02/2020' })).status).toBe(400);
    expect((await call(as.member, 'POST', '/member-kids', { ...base, gender: 'Z' })).body.errors.message).toBe('Please check data entered and try again.');
    expect((await call(as.member, 'POST', '/member-kids', { ...base, firstName: ' ' })).status).toBe(400);
    expect((await call(as.member, 'DELETE', '/member-kids/abc')).status).toBe(400);
  });

  test("a date of birth may be the club's today in the club's own time zone, not Sydney's", async () => {
    // Half past midnight in Auckland is still the day before in Sydney (2 or 3 hours behind):
    // for a club in Auckland that new day is today, and the day after it is the future.
    const zone = 'Pacific/Auckland';
    const { clubId } = await me(as.member);
    const club = firstRow(await t.handle.db.select({ timeZone: clubs.timeZone }).from(clubs).where(eq(clubs.id, clubId)), 'club');
    const pastMidnight = dayjs(now()).tz(zone).add(1, 'day').startOf('day').add(30, 'minute');
    await t.handle.db.update(clubs).set({ timeZone: zone }).where(eq(clubs.id, clubId));
    await sessionChangesHeard(t.handle);
    try {
      await withClockAdvanced(pastMidnight.valueOf() - nowMs(), async () => {
        const { member: cookie } = await demoLogins(t, 'member');
        const base = { firstName: 'Aroha', lastName: 'Morgan', gender: 'F' };
        const born = await call(cookie, 'POST', '/member-kids', { ...base, dateOfBirth: pastMidnight.format('DD/MM/YYYY') });
        expect(born.status).toBe(200);
        await call(cookie, 'DELETE', `/member-kids/${born.body.payload.id}`);
        const tomorrow = await call(cookie, 'POST', '/member-kids', { ...base, dateOfBirth: pastMidnight.add(1, 'day').format('DD/MM/YYYY') });
        expectRefused(tomorrow, 400, 'Date of birth cannot be later than today.');
      });
    } finally {
      await t.handle.db.update(clubs).set({ timeZone: club.timeZone }).where(eq(clubs.id, clubId));
      await sessionChangesHeard(t.handle);
    }
  });
});

describe('account club info and social', () => {
  test('club info of the session club', async () => {
    const res = await call(as.member, 'GET', '/club/info');
    expect(res.status).toBe(200);
    expect(res.body.payload.companyName).toBeTruthy();
    expect(typeof res.body.payload.latitude).toBe('number');
    expect((await call(null, 'GET', '/club/info')).status).toBe(401);
  });

  test('social link of the own club only', async () => {
    const { clubId } = await me(as.member);
    const res = await call(as.member, 'GET', `/club/social/${clubId}`);
    expect(res.body.payload.facebookUrl).toBe('https://www.facebook.com/demo.club');
    expect((await call(as.member, 'GET', `/club/social/${clubId + 1}`)).status).toBe(403);
    expect((await call(as.member, 'GET', '/club/social/abc')).status).toBe(400);
  });
});

describe('account geocoder', () => {
  test('finds Australian suburbs with state short name and postcode, passing the street through', async () => {
    const res = await call(as.member, 'GET', `/geocoder/search?q=${encodeURIComponent('12 Campbell Pde, Bondi Beach')}`);
    expect(res.status).toBe(200);
    const first = res.body.payload[0];
    expect(first).toMatchObject({ locality: 'Bondi Beach', admin_area_l1: 'NSW', postal_code: '2026', street_number: '12', route: 'Campbell Pde', country: 'Australia' });
    const byPostcode = (await call(as.member, 'GET', '/geocoder/search?q=3000')).body.payload as { locality: string; admin_area_l1: string }[];
    expect(byPostcode.some((r) => r.locality === 'Melbourne' && r.admin_area_l1 === 'VIC')).toBe(true);
    expect((await call(as.member, 'GET', '/geocoder/search?q=zzzzqqq')).body.payload).toEqual([]);
  });
});

describe('account posts and images', () => {
  test('stores sanitised HTML: no script survives, formatting does', async () => {
    const res = await call(as.admin, 'POST', '/posts', {
      title: 'Hello',
      content: '<p style="text-align:center">Hi <strong>all</strong><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
    });
    expect(res.status).toBe(200);
    const html: string = res.body.payload.content;
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect(html).toContain('<strong>all</strong>');
    expect(html).toContain('text-align:center');
    const list = (await call(as.admin, 'GET', '/posts')).body.payload as { id: number; content: string }[];
    expect(list[0]!.id).toBe(res.body.payload.id);
  });

  test('400 for an empty title or content that is only script; members cannot post', async () => {
    expect((await call(as.admin, 'POST', '/posts', { title: ' ', content: '<p>x</p>' })).body.errors.message).toBe('Post title is required.');
    expect((await call(as.admin, 'POST', '/posts', { title: 'T', content: '<script>alert(1)</script>' })).body.errors.message).toBe('Post content is required.');
    expect((await call(as.member, 'POST', '/posts', { title: 'T', content: '<p>x</p>' })).status).toBe(403);
  });

  test('image upload accepts images only and answers an imageUrl that serves a PNG', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const res = await uploadImage(t, as.admin, png);
    expect(res.statusCode).toBe(200);
    const url = res.json().payload.imageUrl as string;
    expect(url).toMatch(/^\/api\/v1\/images\/[a-f0-9]{64}\.png$/);
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');

    const bad = await uploadImage(t, as.admin, Buffer.from('<script>alert(1)</script>'), 'text/html', 'a.html');
    expectRefused(bad, 400, 'Only image files can be uploaded.');
    expect((await uploadImage(t, as.admin, Buffer.from('<svg onload="alert(1)"></svg>'))).statusCode).toBe(400);
    const anon = await uploadImage(t, undefined, png);
    expect(anon.statusCode).toBe(401);
  });
});
