// Prospect visits and forms: book a tour / trial (slots from the server, capacity, past slots),
// casual visit (waiver signature, fee charged once, decline stores nothing), waiver, guarantor
// and refer-a-friend forms, and the per-address limit.
import { desc, eq } from 'drizzle-orm';
import { casualVisits, outbox, payments, prospects, referrals, visitBookings, waivers } from '../src/db/schema';
import { nextIp, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import { now as clockNow, nowMs } from '../src/lib/clock';
import { firstRow } from '../src/lib/first-row';
import { expectRefused } from './helpers/expect-refused';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

type Body = { statusCode: number; payload: any; errors: { message: string } };
async function call(method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}, ip = nextIp()) {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, payload: payload as never, headers, remoteAddress: ip });
  return { status: res.statusCode, body: res.json() as Body };
}
const latest = async (to: string) => {
  const [row] = await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(desc(outbox.id)).limit(1);
  return row;
};
// A real (tiny) PNG, base64: what the signature pad sends after the data: prefix.
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const year = String(clockNow().getFullYear() + 2);
const card = (ccNumber: string) => ({ ccNumber, ccNameOnCard: 'Casey Casual', ccExpiryMonth: '12', ccExpiryYear: year, cccVv: '123' });
const person = (email: string) => ({ firstName: 'Pat', lastName: 'Prospect', email, mobile: '0400 000 111' });

describe('public visits: tour and trial booking', () => {
  it('lists tour slots for the next 14 days (future only) and books one, reusing the prospect by e-mail', async () => {
    const slots = await call('GET', '/public/visit-slots?accountId=DEMO01&kind=tour');
    expect(slots.status).toBe(200);
    const list = slots.body.payload as Array<{ startsAt: string; spotsLeft: number; title: string; date: string }>;
    // Precondition of list[5] and list[6] below: the slots come from the club's hours, not the seed.
    expect(list.length).toBeGreaterThan(20);
    expect(list.every((s) => new Date(s.startsAt).getTime() > nowMs())).toBe(true);
    expect(new Set(list.map((s) => s.date)).size).toBeLessThanOrEqual(14);
    const slot = list[5];
    const first = await call('POST', '/public/book-visit', { accountId: 'DEMO01', kind: 'tour', startsAt: slot!.startsAt, ...person('pat.tour@example.com') });
    expect(first.status).toBe(200);
    expect(first.body.payload.receiptNumber).toMatch(/^VIS-\d+$/);
    expect(first.body.payload.summary).toMatch(/^Club tour on /);
    expect((await latest('pat.tour@example.com'))?.subject).toMatch(/your visit is booked/);
    const again = await call('POST', '/public/book-visit', { accountId: 'DEMO01', kind: 'tour', startsAt: list[6]!.startsAt, ...person('PAT.tour@example.com') });
    expect(again.status).toBe(200);
    const rows = await t.handle.db.select().from(visitBookings).where(eq(visitBookings.email, 'pat.tour@example.com'));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.prospectId).toBe(rows[1]!.prospectId);
    const after = await call('GET', '/public/visit-slots?accountId=DEMO01&kind=tour');
    expect(after.body.payload.find((s: { startsAt: string }) => s.startsAt === slot!.startsAt).spotsLeft).toBe(slot!.spotsLeft - 1);
  });

  it('refuses a full slot (409) even when booked in parallel', async () => {
    const list = (await call('GET', '/public/visit-slots?accountId=DEMO01&kind=tour')).body.payload;
    if (list.length === 0) throw new Error('Precondition: the club offers at least one tour slot in the next 14 days');
    const slot = list[list.length - 1];
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) => call('POST', '/public/book-visit', { accountId: 'DEMO01', kind: 'tour', startsAt: slot.startsAt, ...person(`full${i}@example.com`) })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.errors.message).toBe('Sorry, this time is fully booked, please choose another time.');
  });

  it('refuses a past slot, a time off the grid and an unknown club', async () => {
    const past = new Date(nowMs() - 86_400_000);
    past.setUTCMinutes(0, 0, 0);
    const r1 = await call('POST', '/public/book-visit', { accountId: 'DEMO01', kind: 'tour', startsAt: past.toISOString(), ...person('late@example.com') });
    expectRefused(r1, 400, 'This time is no longer available, please choose another time.');
    const list = (await call('GET', '/public/visit-slots?accountId=DEMO01&kind=tour')).body.payload;
    const odd = new Date(new Date(list[0].startsAt).getTime() + 7 * 60_000).toISOString();
    expect((await call('POST', '/public/book-visit', { accountId: 'DEMO01', kind: 'tour', startsAt: odd, ...person('odd@example.com') })).status).toBe(400);
    expect((await call('POST', '/public/book-visit', { accountId: 'DEMO01', kind: 'tour', startsAt: 'garbage-date', ...person('odd@example.com') })).status).toBe(400);
    expect((await call('GET', '/public/visit-slots?accountId=NOPE&kind=tour')).status).toBe(404);
    expect((await call('GET', '/public/visit-slots?accountId=DEMO01&kind=spa')).status).toBe(400);
  });

  it('books a trial class from the timetable and refuses a class start that does not match', async () => {
    const list = (await call('GET', '/public/visit-slots?accountId=DEMO01&kind=trial')).body.payload as Array<{ startsAt: string; classScheduleId: number; spotsLeft: number }>;
    const slot = list.find((s) => s.spotsLeft > 0);
    expect(slot).toBeDefined();
    const ok = await call('POST', '/public/book-visit', { accountId: 'DEMO01', kind: 'trial', startsAt: slot!.startsAt, classScheduleId: slot!.classScheduleId, ...person('trial@example.com') });
    expect(ok.status).toBe(200);
    expect(ok.body.payload.summary).toMatch(/^Trial class: /);
    const wrong = await call('POST', '/public/book-visit', { accountId: 'DEMO01', kind: 'trial', startsAt: new Date(nowMs() + 3_600_000).toISOString(), classScheduleId: slot!.classScheduleId, ...person('trial@example.com') });
    expect(wrong.status).toBe(400);
  });
});

describe('public visits: casual visit', () => {
  const base = (email: string, extra: Record<string, unknown> = {}) => ({
    accountId: 'DEMO01', ...person(email), dateOfBirth: '1990-04-01', signature: SIGNATURE, ...card('4242424242424242'), ...extra,
  });
  let reasonId = 0;
  beforeAll(async () => {
    const reasons = await call('GET', '/public/casual-visit-reasons/DEMO01');
    reasonId = reasons.body.payload[0].id;
  });

  it('shows the fee and waiver, charges the server fee once per Idempotency-Key and e-mails a receipt', async () => {
    const info = await call('GET', '/public/casual-visit/DEMO01');
    expect(info.status).toBe(200);
    expect(info.body.payload.feeCents).toBe(2500);
    expect(info.body.payload.waiverText.length).toBeGreaterThan(50);
    const key = { 'idempotency-key': 'casual-ok-1' };
    const paid = await call('POST', '/public/casual-visit', base('casey@example.com', { reasonId }), key);
    expect(paid.status).toBe(200);
    expect(paid.body.payload.amountCents).toBe(2500);
    expect(paid.body.payload.receiptNumber).toMatch(/^CV-\d+$/);
    expect(paid.body.payload.card).toMatch(/4242$/);
    const replay = await call('POST', '/public/casual-visit', base('casey@example.com', { reasonId }), key);
    expect(replay.body.payload.receiptNumber).toBe(paid.body.payload.receiptNumber);
    const visits = await t.handle.db.select().from(casualVisits).where(eq(casualVisits.email, 'casey@example.com'));
    expect(visits).toHaveLength(1);
    expect(visits[0]!.signaturePng?.startsWith('iVBORw0KGgo')).toBe(true);
    expect(visits[0]!.prospectId).not.toBeNull();
    expect((await latest('casey@example.com'))?.bodyText).toContain('$25.00');
  });

  it('a declined card shows the gateway message and stores nothing', async () => {
    const before = (await t.handle.db.select().from(payments)).length;
    const res = await call('POST', '/public/casual-visit', base('declined@example.com', { reasonId, ...card('4000000000000002') }), { 'idempotency-key': 'casual-decline-1' });
    expect(res.status).toBe(402);
    expect(res.body.errors.message.length).toBeGreaterThan(0);
    expect(await t.handle.db.select().from(casualVisits).where(eq(casualVisits.email, 'declined@example.com'))).toHaveLength(0);
    expect(await t.handle.db.select().from(prospects).where(eq(prospects.email, 'declined@example.com'))).toHaveLength(0);
    expect((await t.handle.db.select().from(payments)).length).toBe(before);
  });

  it('refuses a missing signature, a minor without guarantor, a missing key, another club\'s reason', async () => {
    const key = (k: string) => ({ 'idempotency-key': k });
    const noSig = await call('POST', '/public/casual-visit', base('nosig@example.com', { reasonId, signature: '' }), key('cv-a'));
    expectRefused(noSig, 400, 'Please sign before continuing.');
    const fakeSig = await call('POST', '/public/casual-visit', base('nosig@example.com', { reasonId, signature: 'x'.repeat(200) }), key('cv-b'));
    expect(fakeSig.status).toBe(400);
    const minor = await call('POST', '/public/casual-visit', base('kid@example.com', { reasonId, dateOfBirth: `${clockNow().getFullYear() - 10}-01-01` }), key('cv-c'));
    expectRefused(minor, 400, 'A parent or guarantor must sign for anyone under 18.');
    expect((await call('POST', '/public/casual-visit', base('nokey@example.com', { reasonId }))).status).toBe(400);
    const otherReasons = await call('GET', '/public/casual-visit-reasons/DEMO02');
    const foreign = await call('POST', '/public/casual-visit', base('foreign@example.com', { reasonId: otherReasons.body.payload[0].id }), key('cv-d'));
    expect(foreign.status).toBe(400);
    expect(await t.handle.db.select().from(casualVisits).where(eq(casualVisits.email, 'nosig@example.com'))).toHaveLength(0);
  });
});

describe('public visits: waiver, guarantor and refer a friend', () => {
  it('stores a signed waiver and refuses one without signature', async () => {
    const ok = await call('POST', '/public/waiver-form', { accountId: 'DEMO01', firstName: 'Wendy', lastName: 'Waiver', email: 'wendy@example.com', dateOfBirth: '1985-02-03', signature: SIGNATURE });
    expect(ok.status).toBe(200);
    expect(ok.body.payload.receiptNumber).toMatch(/^WVR-\d+$/);
    const row = firstRow(await t.handle.db.select().from(waivers).where(eq(waivers.email, 'wendy@example.com')), 'row');
    expect(row.kind).toBe('waiver');
    expect(row.memberId).toBeNull();
    const bad = await call('POST', '/public/waiver-form', { accountId: 'DEMO01', firstName: 'Wendy', lastName: 'Waiver', email: 'wendy@example.com', dateOfBirth: '1985-02-03', signature: '' });
    expect(bad.status).toBe(400);
  });

  it('stores a guarantor form for a minor only', async () => {
    const kidDob = `${clockNow().getFullYear() - 12}-06-15`;
    const body = { accountId: 'DEMO01', memberFirstName: 'Kit', memberLastName: 'Kid', memberDateOfBirth: kidDob, guarantorName: 'Gina Guardian', guarantorEmail: 'gina@example.com', signature: SIGNATURE };
    const ok = await call('POST', '/public/guarantor-form', body);
    expect(ok.status).toBe(200);
    expect(ok.body.payload.receiptNumber).toMatch(/^GRT-\d+$/);
    const row = firstRow(await t.handle.db.select().from(waivers).where(eq(waivers.guarantorEmail, 'gina@example.com')), 'row');
    expect(row.kind).toBe('guarantor');
    expect(row.guarantorSignaturePng?.startsWith('iVBORw0KGgo')).toBe(true);
    const adult = await call('POST', '/public/guarantor-form', { ...body, memberDateOfBirth: '1990-01-01' });
    expect(adult.status).toBe(400);
    expect((await call('POST', '/public/guarantor-form', { ...body, signature: undefined })).status).toBe(400);
  });

  it('stores a referral and a prospect lead; needs a way to reach the friend', async () => {
    const ok = await call('POST', '/public/refer-a-friend', { accountId: 'DEMO01', referrerName: 'Rita Referrer', referrerEmail: 'rita@example.com', friendFirstName: 'Fred', friendLastName: 'Friend', friendEmail: 'fred@example.com' });
    expect(ok.status).toBe(200);
    expect(ok.body.payload.receiptNumber).toMatch(/^REF-\d+$/);
    expect(await t.handle.db.select().from(referrals).where(eq(referrals.friendEmail, 'fred@example.com'))).toHaveLength(1);
    expect(await t.handle.db.select().from(prospects).where(eq(prospects.email, 'fred@example.com'))).toHaveLength(1);
    expect(await latest('fred@example.com')).toBeUndefined();
    const none = await call('POST', '/public/refer-a-friend', { accountId: 'DEMO01', referrerName: 'Rita', referrerEmail: 'rita@example.com', friendFirstName: 'No', friendLastName: 'Contact' });
    expectRefused(none, 400, "Please enter your friend's e-mail or mobile.");
  });

  it('limits the forms per address (429)', async () => {
    const ip = '10.77.0.1';
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      last = (await call('POST', '/public/refer-a-friend', { accountId: 'DEMO01', referrerName: 'Spam', referrerEmail: 'spam@example.com', friendFirstName: 'F', friendLastName: `L${i}`, friendMobile: '0400000000' }, {}, ip)).status;
    }
    expect(last).toBe(429);
  });
});
