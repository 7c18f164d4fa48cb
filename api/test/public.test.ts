// Public routes: prospects, request forms, timetable, online join, signed links,
// deregister — including abuse (wrong/expired codes, too many tries, forged links, duplicates).
import { and, desc, eq, sql } from 'drizzle-orm';
import { mobileVerifications, outbox, posTransactions, members } from '../src/db/schema';
import { signLink } from '../src/lib/signed-links';
import { nextIp, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import { now as clockNow, nowMs, pinClock } from '../src/lib/clock';
import { firstRow } from '../src/lib/first-row';
import { expectRefused } from './helpers/expect-refused';

let t: TestApp;
// A real (1 × 1) PNG: what the signature pad sends.
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
withTestApp((app) => {
  t = app;
});

type Body = { statusCode: number; payload: any; errors: { message: string } };
async function call(method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, payload: payload as never, headers, remoteAddress: nextIp() });
  const json = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: (json ? res.json() : null) as Body, raw: res };
}
const latest = async (to: string) => {
  const [row] = await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(desc(outbox.id)).limit(1);
  return row;
};
const clubDate = (offset: number) => {
  const d = new Date(nowMs() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(d);
};

describe('public club', () => {
  it('names the club and its zone, so public pages count days on the club calendar', async () => {
    const res = await call('GET', '/public/club/DEMO01');
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ accountId: 'DEMO01', timeZone: 'Australia/Sydney' });
  });
});

describe('public prospect inquiry', () => {
  it('lists how-did-you-hear options, stores the inquiry and e-mails visitor and club', async () => {
    const opts = await call('GET', '/public/how-did-you-hear/DEMO01');
    expect(opts.status).toBe(200);
    expect(opts.body.payload.map((o: { name: string }) => o.name)).toContain('Instagram');
    const res = await call('POST', '/public/prospect-inquiry', {
      accountId: 'DEMO01', firstName: 'Ivy', lastName: 'Inquirer', email: 'ivy@example.com', mobile: '0400 111 222',
      howDidYouHearId: opts.body.payload[0].id, message: 'Do you have a pool?',
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.receiptNumber).toMatch(/^INQ-\d+$/);
    expect((await latest('ivy@example.com'))?.subject).toMatch(/received your inquiry/);
    expect((await latest('info@demo.club'))?.bodyText).toContain('Do you have a pool?');
  });
  it('refuses a bad e-mail (400) and an unknown club (404)', async () => {
    const bad = await call('POST', '/public/prospect-inquiry', { accountId: 'DEMO01', firstName: 'A', lastName: 'B', email: 'not-an-email' });
    expectRefused(bad, 400, 'Please enter valid email address.');
    const unknown = await call('POST', '/public/prospect-inquiry', { accountId: 'NOPE', firstName: 'A', lastName: 'B', email: 'a@b.co' });
    expect(unknown.status).toBe(404);
  });
});

describe('public suspension and cancellation request forms', () => {
  it('answers the form data and stores a request with a dated e-mailed receipt', async () => {
    const form = await call('GET', '/public/member-request/suspension?code=demo&accountId=DEMO01&memberNumber=100001');
    expect(form.status).toBe(200);
    expect(form.body.payload.reasons).toContain('Travel');
    const res = await call('POST', '/public/member-request/suspension', {
      accountId: 'DEMO01', memberNumber: '100001', firstName: 'Alex', lastName: 'Morgan', email: 'member@demo.club',
      reason: 'Travel', fromDate: clubDate(3), toDate: clubDate(20),
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.receiptNumber).toMatch(/^SUS-/);
    expect(res.body.payload.receivedAt).toMatch(/^\d{2}\/\d{2}\/\d{4}/);
    expect((await latest('member@demo.club'))?.bodyText).toContain(res.body.payload.receiptNumber);
  });
  it('a signed-in member\'s request uses their own e-mail (not a typed one) and notifies the club', async () => {
    const cookie = await t.login('member@demo.club', 'demo1234');
    const form = await call('GET', '/public/member-request/cancellation?accountId=DEMO01', undefined, { cookie });
    expect(form.body.payload.member).toEqual({ memberNumber: '100001', firstName: 'Alex', lastName: 'Morgan', email: 'member@demo.club' });
    const res = await call('POST', '/public/member-request/cancellation', {
      accountId: 'DEMO01', memberNumber: '100001', firstName: 'Alex', lastName: 'Morgan', email: 'typed.elsewhere@example.com',
      reason: 'Moving away', fromDate: clubDate(5),
    }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.payload.message).toBe('Your cancellation request has been received. A receipt has been sent to member@demo.club.');
    expect((await latest('member@demo.club'))?.bodyText).toContain(res.body.payload.receiptNumber);
    expect(await latest('typed.elsewhere@example.com')).toBeUndefined();
    const club = await latest('info@demo.club');
    expect(club?.subject).toBe(`New cancellation request ${res.body.payload.receiptNumber}`);
    expect(club?.bodyText).toContain('member@demo.club');
  });
  it('gives the same answer for an unknown member number and validates dates', async () => {
    const res = await call('POST', '/public/member-request/cancellation', {
      accountId: 'DEMO01', memberNumber: '999999', firstName: 'No', lastName: 'Body', email: 'nobody@example.com', reason: 'Other', fromDate: clubDate(1),
    });
    expect(res.status).toBe(200);
    const past = await call('POST', '/public/member-request/suspension', {
      accountId: 'DEMO01', memberNumber: '100001', firstName: 'Alex', lastName: 'Morgan', email: 'member@demo.club', reason: 'Travel', fromDate: clubDate(-2), toDate: clubDate(5),
    });
    expect(past.status).toBe(400);
    const missing = await call('GET', '/public/member-request/cancellation');
    expect(missing.status).toBe(400);
  });
});

describe('public timetable', () => {
  it("lists a day's classes with places left, and refuses dates outside the window", async () => {
    const res = await call('GET', `/public/timetable?accountId=DEMO01&date=${clubDate(1)}`);
    expect(res.status).toBe(200);
    expect(res.body.payload.length).toBeGreaterThan(0);
    expect(res.body.payload[0]).toEqual(expect.objectContaining({ classScheduleId: expect.any(Number), spotsLeft: expect.any(Number) }));
    expect((await call('GET', `/public/timetable?accountId=DEMO01&date=${clubDate(-3)}`)).status).toBe(400);
    expect((await call('GET', '/public/timetable?accountId=DEMO01&date=tomorrow')).status).toBe(400);
  });
});

// Kiosk check-in (a paired device first): api/test/kiosk.test.ts.

describe('public online join', () => {
  const person = { firstName: 'Jo', lastName: 'Joiner', dateOfBirth: '1990-05-05', email: 'jo.joiner@example.com' };
  const mobile = '0400 555 777';

  // No SMS gateway in the test app: the code goes to the e-mail address (sms-gateway.test.ts has the SMS path).
  async function verifiedMobile(number = mobile, email = person.email) {
    const sent = await call('POST', '/public/join/mfa-mobile-signup', { firstName: 'Jo', lastName: 'Joiner', reference: number, email, accountId: 'DEMO01' });
    expect(sent.status).toBe(200);
    expect(sent.body.payload).toEqual(expect.objectContaining({ channel: 'email', sentTo: email }));
    const mail = await latest(email);
    const code = /(\d{6})/.exec(mail!.bodyText)![1];
    const valid = await call('POST', '/public/join/mfa-mobile-signup/validate', { reference: sent.body.payload.reference, mfaCode: code });
    expect(valid.status).toBe(200);
    return { mobileReference: sent.body.payload.reference as string, mobileToken: valid.body.payload.token as string };
  }

  it('refuses a wrong code, an expired code and too many attempts', async () => {
    const sent = await call('POST', '/public/join/mfa-mobile-signup', { firstName: 'Jo', lastName: 'Joiner', reference: '0400 555 888', email: 'code.888@example.com', accountId: 'DEMO01' });
    const reference = sent.body.payload.reference;
    const mail = await latest('code.888@example.com');
    const code = /(\d{6})/.exec(mail!.bodyText)![1];
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await call('POST', '/public/join/mfa-mobile-signup/validate', { reference, mfaCode: wrong });
    expectRefused(first, 400, 'The verification code is not valid.');
    for (let i = 0; i < 4; i += 1) await call('POST', '/public/join/mfa-mobile-signup/validate', { reference, mfaCode: wrong });
    const locked = await call('POST', '/public/join/mfa-mobile-signup/validate', { reference, mfaCode: code });
    expect(locked.status).toBe(429);

    const again = await call('POST', '/public/join/mfa-mobile-signup', { firstName: 'Jo', lastName: 'Joiner', reference: '0400 555 999', email: 'code.999@example.com', accountId: 'DEMO01' });
    const code2 = /(\d{6})/.exec((await latest('code.999@example.com'))!.bodyText)![1];
    await t.handle.db.update(mobileVerifications).set({ expiresAt: new Date(nowMs() - 1000) }).where(eq(mobileVerifications.reference, again.body.payload.reference));
    const expired = await call('POST', '/public/join/mfa-mobile-signup/validate', { reference: again.body.payload.reference, mfaCode: code2 });
    expect(expired.status).toBe(400);
    expect(expired.body.errors.message).toMatch(/expired/);
  });

  it('quotes, renders the terms PDF, joins with the test card, then signs in; a second join is a duplicate and answers as the first did', async () => {
    const options = await call('GET', '/public/join/options/DEMO01');
    expect(options.status).toBe(200);
    const pif = options.body.payload.membershipTypes.find((m: { isDirectDebit: boolean }) => !m.isDirectDebit);
    const today = options.body.payload.today;
    const choice = { accountId: 'DEMO01', membershipTypeId: pif.id, paymentType: 17, membershipStartDate: today, paymentStartDate: today };
    const quote = await call('POST', '/public/join/quote', { ...choice, promoCode: 'WELCOME10' });
    expect(quote.status).toBe(200);
    expect(quote.body.payload.cents.firstPaymentTotal).toBeGreaterThan(0);
    const terms = await call('POST', '/public/join/terms', { ...choice, ...person });
    expect(terms.status).toBe(200);
    expect(terms.raw.headers['content-type']).toBe('application/pdf');

    const exists = await call('POST', '/public/join/member-exists', { ...person, mobileNumber: mobile, accountId: 'DEMO01', membershipTypeId: pif.id });
    expect(exists.body.payload.exists).toBe(false);

    const card = await call('POST', '/payments/vault/tokenize', { ccNumber: '4242424242424242', ccNameOnCard: 'Jo Joiner', ccExpiryMonth: '12', ccExpiryYear: String(clockNow().getFullYear() + 2), cccVv: '123', accountId: 'DEMO01' });
    expect(card.status).toBe(200);
    const body = {
      ...choice, ...person, gender: 'F', mobileNumber: mobile, password: 'joiner1234', ...(await verifiedMobile()),
      questionnaire: Object.fromEntries(options.body.payload.questionnaire.map((q: string) => [q, false])),
      signature: SIGNATURE, token: card.body.payload.Token, tokenReference: card.body.payload.TokenReference,
    };
    const done = await call('POST', '/public/join/complete', body, { 'idempotency-key': 'join-test-1' });
    expect(done.status).toBe(200);
    expect(done.body.payload).toEqual({ message: 'Nice job, welcome to our gym.', firstPaymentCents: expect.any(Number) });
    const welcome = await latest(person.email);
    expect(welcome?.subject).toMatch(/Welcome/);
    const [joined] = await t.handle.db.select().from(members).where(sql`lower(${members.email}) = ${person.email.toLowerCase()}`);
    expect(welcome?.bodyText).toContain(`Your member number is ${joined!.memberNumber}.`);
    await expect(t.login(person.email, 'joiner1234')).resolves.toMatch(/portal_sid=/);

    // The same person again: the answer is a new member's, byte for byte; nothing is stored or
    // charged, and the member is told by e-mail that they already have a membership.
    const dup = await call('POST', '/public/join/complete', { ...body, ...(await verifiedMobile()) }, { 'idempotency-key': 'join-test-2' });
    expect({ status: dup.status, body: dup.raw.body }).toEqual({ status: done.status, body: done.raw.body });
    expect(await t.handle.db.select().from(members).where(sql`lower(${members.email}) = ${person.email.toLowerCase()}`)).toHaveLength(1);
    expect((await latest(person.email))?.subject).toMatch(/renew your membership/);
    // Now a member: the existence check still answers as it does for anyone (see below).
    const existsNow = await call('POST', '/public/join/member-exists', { ...person, mobileNumber: mobile, accountId: 'DEMO01', membershipTypeId: pif.id });
    expect(existsNow.body.payload.exists).toBe(false);
  });

  it('a prospect who has a login joins online signed in (their login becomes the member\'s); nobody else can use their e-mail', async () => {
    const options = await call('GET', '/public/join/options/DEMO01');
    const pif = options.body.payload.membershipTypes.find((m: { isDirectDebit: boolean }) => !m.isDirectDebit);
    const today = options.body.payload.today;
    const prospect = { firstName: 'Pat', lastName: 'Prospect', dateOfBirth: '1994-03-03', email: 'prospect@demo.club' };
    const card = await call('POST', '/payments/vault/tokenize', { ccNumber: '4242424242424242', ccNameOnCard: 'Pat Prospect', ccExpiryMonth: '12', ccExpiryYear: String(clockNow().getFullYear() + 2), cccVv: '123', accountId: 'DEMO01' });
    const body = async () => ({
      accountId: 'DEMO01', membershipTypeId: pif.id, paymentType: 17, membershipStartDate: today, paymentStartDate: today,
      ...prospect, gender: 'F', mobileNumber: '0400 666 777', password: 'ignored1234', ...(await verifiedMobile('0400 666 777', prospect.email)),
      questionnaire: Object.fromEntries(options.body.payload.questionnaire.map((q: string) => [q, false])),
      signature: SIGNATURE, token: card.body.payload.Token, tokenReference: card.body.payload.TokenReference,
    });
    // Not signed in as the prospect: their login is not anyone's to take.
    const stranger = await call('POST', '/public/join/complete', await body(), { 'idempotency-key': 'join-prospect-1' });
    expectRefused(stranger, 409, 'You already have a login with this e-mail. Please sign in, then join online.');

    const cookie = await t.login('prospect@demo.club', 'demo1234');
    const done = await call('POST', '/public/join/complete', await body(), { 'idempotency-key': 'join-prospect-2', cookie });
    expect({ status: done.status, message: done.body.errors.message }).toEqual({ status: 200, message: '' });
    const me = await call('GET', '/auth/me', undefined, { cookie });
    expect(me.body.payload.memberNumber).toMatch(/^\d+$/);
    expect(me.body.payload.userType).not.toBe(6);
    // The same login and password, now a member's.
    await expect(t.login('prospect@demo.club', 'demo1234')).resolves.toMatch(/portal_sid=/);
  });

  it('refuses an unverified mobile, a minor without guarantor and a declined card', async () => {
    const options = await call('GET', '/public/join/options/DEMO01');
    const pif = options.body.payload.membershipTypes.find((m: { isDirectDebit: boolean }) => !m.isDirectDebit);
    const today = options.body.payload.today;
    const base = {
      accountId: 'DEMO01', membershipTypeId: pif.id, paymentType: 17, membershipStartDate: today, paymentStartDate: today,
      firstName: 'Kim', lastName: 'Kid', dateOfBirth: clubDate(-365 * 15), gender: 'M', email: 'kim.kid@example.com', mobileNumber: '0400 222 333',
      password: 'kidkid1234', signature: SIGNATURE,
      questionnaire: Object.fromEntries(options.body.payload.questionnaire.map((q: string) => [q, false])),
    };
    const unverified = await call('POST', '/public/join/complete', { ...base, mobileReference: 'x'.repeat(20), mobileToken: 'y'.repeat(20) }, { 'idempotency-key': 'k1' });
    expectRefused(unverified, 400, 'Please verify your mobile number.');
    const minor = await call('POST', '/public/join/complete', { ...base, ...(await verifiedMobile('0400 222 333', base.email)) }, { 'idempotency-key': 'k2' });
    expect(minor.status).toBe(400);
    expect(minor.body.errors.message).toMatch(/guarantor/);

    const declinedCard = await call('POST', '/payments/vault/tokenize', { ccNumber: '4000000000000002', ccNameOnCard: 'Kim Kid', ccExpiryMonth: '12', ccExpiryYear: String(clockNow().getFullYear() + 2), cccVv: '123', accountId: 'DEMO01' });
    const declined = await call('POST', '/public/join/complete', {
      ...base, dateOfBirth: '1991-01-01', ...(await verifiedMobile('0400 222 333', base.email)), token: declinedCard.body.payload.Token,
    }, { 'idempotency-key': 'k3' });
    expect(declined.status).toBe(402);
    // Another member's saved card (its vault token learnt somehow) pays for nobody else's join.
    const stolen = await call('POST', '/public/join/complete', {
      ...base, dateOfBirth: '1991-01-01', ...(await verifiedMobile('0400 222 333', base.email)), token: 'tok_demo_morgan_visa',
    }, { 'idempotency-key': 'k4' });
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors).toEqual({ message: 'We are unable to capture your card, please try again.', field: 'token' });
    const [none] = await t.handle.db.select().from(members).where(and(eq(members.firstName, 'Kim'), eq(members.lastName, 'Kid')));
    expect(none).toBeUndefined();
  });
});

describe('public signed overdue link and deregister', () => {
  it('refuses a forged link, shows and pays the balance from a signed one', async () => {
    const forged = await call('GET', `/public/member-payment-overdue?ref=${encodeURIComponent('100001.' + 'a'.repeat(43))}`);
    expect(forged.status).toBe(403);
    const alex = firstRow(await t.handle.db.select().from(members).where(eq(members.memberNumber, '100001')), 'alex');
    await t.handle.db.insert(posTransactions).values({ clubId: alex.clubId, memberId: alex.id, amountCents: 4500, outstandingCents: 4500, description: 'Missed payment' });
    const ref = signLink('overdue', '100001');
    const detail = await call('GET', `/public/member-payment-overdue?ref=${encodeURIComponent(ref)}`);
    expect(detail.status).toBe(200);
    expect(detail.body.payload.totalCents).toBeGreaterThanOrEqual(4500);
    const card = await call('POST', '/payments/vault/tokenize', { ccNumber: '4242424242424242', ccNameOnCard: 'Alex Morgan', ccExpiryMonth: '12', ccExpiryYear: String(clockNow().getFullYear() + 2), cccVv: '123', accountId: 'DEMO01' });
    const paid = await call('POST', '/public/member-payment-overdue/pay-now', { ref, token: card.body.payload.Token }, { 'idempotency-key': 'overdue-1' });
    expect(paid.status).toBe(200);
    expect(paid.body.payload.message).toBe('Payment successful');
    expect((await call('GET', `/public/member-payment-overdue?ref=${encodeURIComponent(ref)}`)).body.payload.totalCents).toBe(0);
  });

  it('an ADMIN sends each member with an open balance their signed link, and the link opens that balance', async () => {
    const riley = firstRow(await t.handle.db.select().from(members).where(eq(members.memberNumber, '100002')), 'riley');
    await t.handle.db.insert(posTransactions).values({ clubId: riley.clubId, memberId: riley.id, amountCents: 3300, outstandingCents: 3300, description: 'Towel hire' });
    expect((await call('POST', '/admin/overdue-reminders', {})).status).toBe(401);
    const member = await t.login('member@demo.club', 'demo1234');
    expect((await call('POST', '/admin/overdue-reminders', {}, { cookie: member })).status).toBe(403);

    const admin = await t.login('admin@demo.club', 'demo1234');
    const sent = await call('POST', '/admin/overdue-reminders', {}, { cookie: admin });
    expect(sent.status).toBe(200);
    expect(sent.body.payload.sent).toBeGreaterThanOrEqual(1);
    const mail = await latest(riley.email!);
    expect(mail!.subject).toContain('payment overdue');
    expect(mail!.bodyText).toContain('$33.00');
    const ref = decodeURIComponent(/member-payment-overdue\?ref=([^\s]+)/.exec(mail!.bodyText)![1]!);
    const detail = await call('GET', `/public/member-payment-overdue?ref=${encodeURIComponent(ref)}`);
    expect(detail.status).toBe(200);
    expect(detail.body.payload.items).toEqual(expect.arrayContaining([expect.objectContaining({ description: 'Towel hire', outstandingCents: 3300 })]));
  });

  it('deregister needs a session and the password, then the login no longer works', async () => {
    expect((await call('POST', '/public/deregister', { password: 'x' })).status).toBe(401);
    const cookie = await t.login('renew@demo.club', 'demo1234');
    const wrong = await call('POST', '/public/deregister', { password: 'nope' }, { cookie });
    expect(wrong.status).toBe(400);
    const done = await call('POST', '/public/deregister', { password: 'demo1234' }, { cookie });
    expect(done.status).toBe(200);
    await expect(t.login('renew@demo.club', 'demo1234')).rejects.toThrow();
  });
});

describe('join online: the member existence check tells nobody who is a member', () => {
  const NOTICE = /already a member/;
  let typeId: number;
  beforeAll(async () => {
    const options = await call('GET', '/public/join/options/DEMO01');
    typeId = options.body.payload.membershipTypes[0].id;
  });
  const check = (who: { firstName: string; lastName: string; dateOfBirth: string; email: string }) =>
    call('POST', '/public/join/member-exists', { ...who, mobileNumber: '0400 123 456', accountId: 'DEMO01', membershipTypeId: typeId });
  const noticesTo = async (to: string) =>
    (await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, to))).filter((m) => NOTICE.test(m.bodyText));
  // What may differ between two answers to the same person: the request id and the date.
  const comparable = (res: Awaited<ReturnType<typeof check>>) => {
    const { date: _date, 'x-request-id': _id, ...headers } = res.raw.headers;
    return { status: res.status, headers, body: res.raw.payload };
  };

  it('answers a member (by e-mail, or by name and birth date with any e-mail) and a stranger byte for byte alike', async () => {
    const byEmail = await check({ firstName: 'Someone', lastName: 'Else', dateOfBirth: '1990-01-01', email: 'member@demo.club' });
    const byPerson = await check({ firstName: 'Alex', lastName: 'Morgan', dateOfBirth: '1988-04-12', email: 'attacker@example.com' });
    const stranger = await check({ firstName: 'Nobody', lastName: 'Known', dateOfBirth: '1991-02-03', email: 'nobody.known@example.com' });
    expect(stranger.status).toBe(200);
    expect(comparable(byEmail)).toEqual(comparable(stranger));
    expect(comparable(byPerson)).toEqual(comparable(stranger));
  });

  it('the member learns by e-mail, at the address on file, at most once a day; the stranger and the typed address get nothing', async () => {
    const renewMember = { firstName: 'Riley', lastName: 'Renew', dateOfBirth: '1992-09-30', email: 'typed.by.someone@example.com' };
    for (let i = 0; i < 3; i += 1) expect((await check(renewMember)).status).toBe(200);
    expect(await noticesTo('renew@demo.club')).toHaveLength(1);
    expect(await noticesTo('typed.by.someone@example.com')).toHaveLength(0);
    await check({ firstName: 'Nobody', lastName: 'Known', dateOfBirth: '1991-02-03', email: 'nobody.again@example.com' });
    expect(await noticesTo('nobody.again@example.com')).toHaveLength(0);
    // A day later the member may be told again.
    const today = clockNow();
    pinClock(new Date(today.getTime() + 86_400_000));
    try {
      await check(renewMember);
      await check(renewMember);
    } finally {
      pinClock(today);
    }
    expect(await noticesTo('renew@demo.club')).toHaveLength(2);
  });
});
