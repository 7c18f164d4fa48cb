// Membership change with signing, terms PDF, extras and suspension against the real app + seed.
import { and, eq, sql } from 'drizzle-orm';
import { pdfText } from './helpers/pdf-text';
import type { TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { now as clockNow } from '../src/lib/clock';
import { expectRefused } from './helpers/expect-refused';
import { memberSubscriptions, members } from '../src/db/schema';
import { clubInstant } from '../src/lib/club-calendar';
import { firstRow } from '../src/lib/first-row';

dayjs.extend(utc);

let t: TestApp;
let riley: string; // renew@demo.club, paid in full with a saved Visa
let alex: string; // member@demo.club, direct debit
let rileyId: number;
let alexId: number;

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

withTestApp(async (app) => {
  t = app;
  riley = await t.login('renew@demo.club', 'demo1234');
  alex = await t.login('member@demo.club', 'demo1234');
  rileyId = (await me(riley)).userId;
  alexId = (await me(alex)).userId;
});

/** Rows of a raw query (the drizzle result type differs between PGlite and pg). */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function me(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
  return res.json().payload as { userId: number; memberNumber: string; clubId: number };
}

function call(cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, key?: string) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie, origin: 'http://localhost:8080', ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const pifType = async (cookie: string, clubId: number) => {
  const res = await call(cookie, 'GET', `/membership-types/${clubId}`);
  expect(res.statusCode).toBe(200);
  const types = res.json().payload as { id: number; description: string; isDirectDebit: boolean }[];
  return types.find((x) => x.description === '12 Months Paid in Full')!;
};

const card = (number: string) => ({
  ccNumber: number,
  ccNameOnCard: 'Riley Renew',
  ccExpiryMonth: '12',
  ccExpiryYear: String(clockNow().getFullYear() + 2),
  cccVv: '123',
  cardType: 'VISACARD',
});

describe('membership', () => {
  test('details of the own membership; someone else’s is 403; no session is 401', async () => {
    const res = await call(alex, 'GET', '/membership/100001');
    expect(res.statusCode).toBe(200);
    const info = res.json().payload;
    expect(info.membershipName).toBe('12 Month Direct Debit');
    expect(info.contractType).toBe('Direct Debit');
    expect(info.contractTypeDetails.paymentType).toBe(19);
    expect(info.contractTypeDetails.paymentTypeDetails.accountNumber).toBe('******678');
    expect((await call(alex, 'GET', '/membership/100002')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/membership/100001' })).statusCode).toBe(401);
  });

  test('fee calculation comes from the server, with promo codes', async () => {
    const user = await me(riley);
    const type = await pifType(riley, user.clubId);
    const base = { memberNumber: '100002', membershipId: type.id, paymentType: 17, cardType: 'VISACARD', membershipStartDate: '2030-01-01', paymentStartDate: '2030-01-01' };
    const res = await call(riley, 'POST', '/membership/calculate-fees', base);
    expect(res.statusCode).toBe(200);
    const fees = res.json().payload;
    expect(fees.cents.firstPaymentSubtotal).toBe(79900 + 2000);
    expect(fees.cents.cardTransactionFee).toBe(1229);
    expect(fees.gstRate).toBe(1.1);
    const promo = await call(riley, 'POST', '/membership/calculate-fees', { ...base, discountCoupon: 'welcome10' });
    expect(promo.json().payload.cents.membershipDiscount).toBe(7990);
    const bad = await call(riley, 'POST', '/membership/calculate-fees', { ...base, discountCoupon: 'EXPIRED2020' });
    expectRefused(bad, 400, 'Promo code not valid');
    const check = await call(riley, 'POST', '/promo/check', { code: 'FIFTYOFF', membershipTypeId: type.id });
    expect(check.json().payload.kind).toBe('fixed');
    expect((await call(riley, 'POST', '/membership/calculate-fees', { ...base, memberNumber: '100001' })).statusCode).toBe(403);
  });

  test('a start-date mismatch names the date, not the card (no "Issue Validating Credit Card")', async () => {
    const user = await me(alex);
    const types = (await call(alex, 'GET', `/membership-types/${user.clubId}`)).json().payload as { id: number; description: string }[];
    const dd = types.find((x) => x.description === '12 Month Direct Debit')!;
    // A Wednesday a week or more ahead (club calendar): the payment start two days earlier is a Monday.
    let msd = dayjs.utc(clockNow()).add(9, 'day');
    while (msd.day() !== 3) msd = msd.add(1, 'day');
    const body = {
      membershipTypeId: dd.id, userId: alexId, paymentType: 19, bsbNumber1: '062', bsbNumber2: '000', accountNumber: '12345678', accountName: 'Alex Morgan',
      membershipStartDate: msd.format('YYYY-MM-DD'),
    };
    const early = await call(alex, 'POST', '/membership/renew-contract', { ...body, paymentStartDate: msd.subtract(2, 'day').format('YYYY-MM-DD') });
    expectRefused(early, 400, 'The payment start date cannot be before the membership start date.');
    const weekend = await call(alex, 'POST', '/membership/renew-contract', { ...body, paymentStartDate: msd.add(3, 'day').format('YYYY-MM-DD') });
    expect(weekend.json().errors.message).toBe('Please choose a weekday payment start date within the dates offered.');
    const msdWeekend = await call(alex, 'POST', '/membership/renew-contract', { ...body, membershipStartDate: msd.add(3, 'day').format('YYYY-MM-DD'), paymentStartDate: msd.add(5, 'day').format('YYYY-MM-DD') });
    expect(msdWeekend.json().errors.message).toBe('Please choose a weekday membership start date within the dates offered.');
  });

  test('a declined card is reported by renew-contract and nothing is created', async () => {
    const user = await me(riley);
    const type = await pifType(riley, user.clubId);
    const count = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from memberships`))[0];
    const before = (await count())!.n;
    const res = await call(riley, 'POST', '/membership/renew-contract', {
      membershipTypeId: type.id, userId: rileyId, membershipStartDate: '2030-01-01', paymentStartDate: '2030-01-01', paymentType: 17, ...card('4000000000000002'),
    });
    expectRefused(res, 400, 'Your card was declined.');
    expect((await count())!.n).toBe(before);
  });

  test('renew, sign, charge once, terms PDF with the member name; owner only', async () => {
    const user = await me(riley);
    const type = await pifType(riley, user.clubId);
    const subs = (await call(riley, 'GET', `/membership-types/type/${type.id}/subscriptions`)).json().payload as { subscriptionId: number; subscriptionName: string; contractType: number }[];
    expect(subs.every((s) => s.contractType === 1)).toBe(true);
    const pt5 = subs.find((s) => s.subscriptionName === 'PT 5 Pack')!;
    const renew = await call(riley, 'POST', '/membership/renew-contract', {
      membershipTypeId: type.id, userId: rileyId, subscriptions: [pt5.subscriptionId], membershipStartDate: '2030-01-01', paymentStartDate: '2030-01-01', paymentType: 17, promoCode: 'WELCOME10', ...card('4242424242424242'),
    });
    expect(renew.statusCode).toBe(200);
    const { pdfFileName, fees, signatureRequired } = renew.json().payload;
    expect(signatureRequired).toBe(true);
    expect(fees.cents.subscriptionAmount).toBe(35000);

    const unsigned = await call(riley, 'GET', `/terms/download?filename=${pdfFileName}`);
    expect(unsigned.statusCode).toBe(200);
    expect(unsigned.headers['content-type']).toContain('application/pdf');
    expect(pdfText(unsigned.rawPayload)).toContain('Riley Renew');
    expect((await call(alex, 'GET', `/terms/download?filename=${pdfFileName}`)).statusCode).toBe(403);

    expect((await call(riley, 'POST', '/membership/complete-signup', { UserId: rileyId, PdfFileName: pdfFileName }, 'k-unsigned')).statusCode).toBe(400);
    const body = { UserId: rileyId, PdfFileName: pdfFileName, UseExistingCard: false, signature: PNG, signatureParentGuarantor: '' };
    const done = await call(riley, 'POST', '/membership/complete-signup', body, 'signup-key-1');
    expect(done.statusCode).toBe(200);
    expect(done.json().payload.message).toBe('Nice job, welcome to our gym.');
    const again = await call(riley, 'POST', '/membership/complete-signup', body, 'signup-key-1');
    expect(again.json().payload.paymentId).toBe(done.json().payload.paymentId);
    const payments = await rows(sql`select amount_cents, status from payments where purpose = 'membership-signup' and gateway_reference not like 'demo-%'`);
    expect(payments).toEqual([{ amount_cents: fees.cents.firstPaymentTotal, status: 'approved' }]);

    const info = (await call(riley, 'GET', '/membership/100002')).json().payload;
    expect(info.membershipName).toBe('12 Months Paid in Full');
    expect(info.status).toBe('active');
    const signed = await call(riley, 'GET', `/terms/download?filename=${pdfFileName}`);
    expect(pdfText(signed.rawPayload)).toContain('Member signature:');
    expect(signed.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);
    const mail = await rows(sql`select subject from outbox where to_address = 'renew@demo.club'`);
    expect(mail.length).toBeGreaterThan(0);
  });
});

describe('extras', () => {
  test('buys a PT pack once per Idempotency-Key and sessions go up', async () => {
    const user = await me(alex);
    const sessions = async () => {
      const active = (await call(alex, 'GET', '/extras/active/100001')).json().payload;
      return active.subscriptions.filter((s: { subscription: { subscriptionType: number } }) => s.subscription.subscriptionType === 1).reduce((n: number, s: { remainingSubscription: number }) => n + s.remainingSubscription, 0);
    };
    const before = await sessions();
    const offer = (await call(alex, 'GET', `/extras/purchasable/${user.clubId}`)).json().payload;
    expect(offer.memberIsDirectDebit).toBe(true);
    const pt5 = offer.subscriptions.find((s: { subscriptionName: string }) => s.subscriptionName === 'PT 5 Pack');
    const body = { userId: alexId, subscriptionId: pt5.subscriptionId, paymentType: 17, ...card('4242424242424242'), ccNameOnCard: 'Alex Morgan' };
    expect((await call(alex, 'POST', '/extras/buy-subscription', body)).statusCode).toBe(400); // no Idempotency-Key
    const first = await call(alex, 'POST', '/extras/buy-subscription', body, 'buy-pt-1');
    expect(first.statusCode).toBe(200);
    expect(first.json().payload.message).toBe('Nice job, your extra is now ready.');
    const replay = await call(alex, 'POST', '/extras/buy-subscription', body, 'buy-pt-1');
    expect(replay.json().payload.paymentId).toBe(first.json().payload.paymentId);
    expect(await sessions()).toBe(before + 5);
    const charged = await rows(sql`select count(*)::int as n from payments where idempotency_key like '%/buy-pt-1'`);
    expect(charged[0]).toEqual({ n: 1 });
  });

  test('a declined add-on purchase creates nothing; an approved one adds it', async () => {
    const user = await me(alex);
    const offer = (await call(alex, 'GET', `/extras/purchasable/${user.clubId}`)).json().payload;
    const towel = offer.addons.find((a: { description: string }) => a.description === 'Towel Service');
    const body = { userId: alexId, membershipTypeId: towel.id, paymentType: 17, ...card('4000000000000002'), ccNameOnCard: 'Alex Morgan' };
    const declined = await call(alex, 'POST', '/extras/buy-addon', body, 'addon-declined');
    expect(declined.statusCode).toBe(400);
    let active = (await call(alex, 'GET', '/extras/active/100001')).json().payload;
    expect(active.addons.some((a: { membershipType: string }) => a.membershipType === 'Towel Service')).toBe(false);
    const okRes = await call(alex, 'POST', '/extras/buy-addon', { ...body, ...card('4242424242424242'), ccNameOnCard: 'Alex Morgan' }, 'addon-ok');
    expect(okRes.statusCode).toBe(200);
    active = (await call(alex, 'GET', '/extras/active/100001')).json().payload;
    expect(active.addons.some((a: { membershipType: string }) => a.membershipType === 'Towel Service')).toBe(true);
  });

  test("a subscription's expiry date is the club's date of its instant, not the UTC date", async () => {
    // 07:00 in Sydney is 20:00 or 21:00 UTC the day before.
    const user = await me(alex);
    const alexRow = firstRow(await t.handle.db.select({ id: members.id }).from(members).where(and(eq(members.clubId, user.clubId), eq(members.memberNumber, user.memberNumber))), 'alex');
    const seeded = firstRow(await t.handle.db.select().from(memberSubscriptions).where(eq(memberSubscriptions.memberId, alexRow.id)), 'seeded subscription');
    const day = dayjs.utc(new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(clockNow())).add(30, 'day');
    const expiresAt = clubInstant(day.format('YYYY-MM-DD'), '07:00', 'Australia/Sydney');
    const added = firstRow(
      await t.handle.db
        .insert(memberSubscriptions)
        .values({ memberId: alexRow.id, subscriptionId: seeded.subscriptionId, remaining: 1, expiresAt })
        .returning({ id: memberSubscriptions.id }),
      'added subscription',
    );
    try {
      const active = (await call(alex, 'GET', '/extras/active/100001')).json().payload as { subscriptions: { id: number; expiryDate: string }[] };
      expect(active.subscriptions.find((x) => x.id === added.id)?.expiryDate).toBe(day.format('DD/MM/YYYY'));
    } finally {
      await t.handle.db.delete(memberSubscriptions).where(eq(memberSubscriptions.id, added.id));
    }
  });
});

describe('suspension', () => {
  // Club dates (Sydney), not the test machine's: near midnight the two differ by a day.
  const inDays = (n: number) => dayjs.utc(new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(clockNow())).add(n, 'day').format('DD/MM/YYYY');

  test('suspends within the rules, shifts the next payment, unsuspends with success', async () => {
    const reasons = (await call(alex, 'GET', '/suspension/reasons')).json().payload;
    const max = (await call(alex, 'GET', '/suspension/max-days/100001')).json().payload.maxSuspensionDays;
    expect(max).toBe(90);
    const body = { userId: alexId, reasonId: reasons[0].reasonId, suspendFromString: inDays(3), suspendToString: inDays(10) };
    expect((await call(alex, 'POST', '/suspension', { ...body, reasonId: 0 })).json().errors.message).toBe('Suspend reason is required.');
    expect((await call(alex, 'POST', '/suspension', { ...body, suspendFromString: '' })).json().errors.message).toBe('We need to know start date and end date.');
    expect((await call(alex, 'POST', '/suspension', { ...body, suspendFromString: inDays(-3) })).statusCode).toBe(400);
    expect((await call(alex, 'POST', '/suspension', { ...body, suspendToString: inDays(3 + max + 1) })).statusCode).toBe(400);

    const before = (await call(alex, 'GET', '/membership/100001')).json().payload.contractTypeDetails.nextPaymentDate;
    const res = await call(alex, 'POST', '/suspension', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toBe('success');
    const list = (await call(alex, 'GET', '/suspension/100001')).json().payload;
    expect(list).toHaveLength(1);
    expect(list[0].suspendFromDate).toBe(body.suspendFromString);
    const after = (await call(alex, 'GET', '/membership/100001')).json().payload.contractTypeDetails.nextPaymentDate;
    expect(after).not.toBe(before);
    expect((await call(alex, 'POST', '/suspension', body)).statusCode).toBe(400);

    const un = await call(alex, 'DELETE', '/suspension/100001');
    expect(un.json().payload).toBe('success');
    expect((await call(alex, 'GET', '/suspension/100001')).json().payload).toHaveLength(0);
    expect((await call(alex, 'DELETE', '/suspension/100002')).statusCode).toBe(403);
  });
});

test('no card number or CVV is ever written to the database', async () => {
  const tables = await rows<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`);
  for (const { table_name } of tables) {
    for (const r of await rows<{ j: string }>(sql.raw(`select row_to_json(r)::text as j from "${table_name}" r`))) {
      expect(r.j).not.toContain('4242424242424242');
      expect(r.j).not.toContain('4000000000000002');
      expect(r.j).not.toMatch(/"(cvv|cccvv|ccc_vv|card_number)"\s*:\s*"\d{3,4}"/i);
    }
  }
});
