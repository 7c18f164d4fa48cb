// An Idempotency-Key protects the payer; it is never a free pass (Stripe's rules).
// For every payment route, after payer A bought something with key K:
//   (a) another payer replaying K (with a declining card) gets nothing: no purchase, no approved
//       charge, and never A's payment back;
//   (b) A sending K with a different request (another card, another item) gets 409/422 and
//       nothing is created or charged;
//   (c) A sending K with the same request gets the first answer again and is charged once.
import { and, eq, sql } from 'drizzle-orm';
import {
  casualVisits,
  memberAddons,
  memberSubscriptions,
  members,
  memberships,
  membershipAddons,
  membershipTypeAddons,
  orders,
  posTransactions,
  products,
  subscriptions,
  students,
} from '../src/db/schema';
import { setPaymentGateway } from '../src/modules/payments/gateway-registry';
import { signLink } from '../src/lib/signed-links';
import { signReference } from '../src/modules/swim/reference';
import { demoClubId } from './bookings-helpers/fixtures';
import {
  APPROVE,
  APPROVE_OTHER,
  approvedPayments,
  call,
  count,
  createGuardian,
  createPayers,
  DECLINE,
  KEY_REUSED_TEXT,
  rawCard,
  RecordingGateway,
  vaultToken,
  type Payer,
} from './payments-helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { firstRow, firstRows } from '../src/lib/first-row';

let t: TestApp;
let clubId: number;
const gateway = new RecordingGateway();

beforeAll(async () => {
  t = await createTestApp();
  clubId = await demoClubId(t.handle.db);
  setPaymentGateway(gateway);
});
afterAll(async () => {
  setPaymentGateway(null);
  await t?.close();
});

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The refusal of a reused key: 409 or 422 with the member-facing text, and no payload. */
function expectKeyRefused(res: { status: number; body: { payload: unknown; errors: { message: string } | null } }) {
  expect([409, 422]).toContain(res.status);
  expect(res.body.errors?.message).toMatch(KEY_REUSED_TEXT);
  expect(res.body.payload ?? null).toBeNull();
}

/** (a) Another payer replaying the key with a declining card: refused, answered nothing, no charge since `mark`. */
function expectNothingForAnother(res: { status: number; body: { payload: unknown } }, mark: number) {
  expect(res.status).not.toBe(200);
  expect(res.body.payload ?? null).toBeNull();
  expect(gateway.approvedSince(mark)).toBe(0);
}

/** A's first payment under the key: its answer, and the gateway's mark just before it. */
interface Paid<T> {
  first: T;
  start: number;
}

/** Makes A's first payment (it must succeed) and keeps what a replay is checked against. */
async function payFirst<T>(pay: () => Promise<{ status: number; body: { payload: unknown } }>): Promise<Paid<T>> {
  const start = gateway.mark();
  const res = await pay();
  expect(res.status).toBe(200);
  return { first: res.body.payload as T, start };
}

/** (c) A replay under the same key: answered the first response, and one charge approved since the first payment. */
function expectReplayed(res: { status: number; body: { payload: unknown } }, paid: Paid<unknown>) {
  expect(res.status).toBe(200);
  expect(res.body.payload).toEqual(paid.first);
  expect(gateway.approvedSince(paid.start)).toBe(1);
}

describe('casual visit (public form)', () => {
  const key = 'idem-casual-K';
  let reasonId = 0;
  let paid: Paid<{ receiptNumber: string }>;
  const body = (email: string, card = rawCard(APPROVE, 'Alice Casual'), extra: Record<string, unknown> = {}) => ({
    accountId: 'DEMO01', firstName: 'Alice', lastName: 'Casual', email, mobile: '0400 000 111', dateOfBirth: '1990-04-01', signature: SIGNATURE, reasonId, ...card, ...extra,
  });
  const visitsOf = (email: string) => t.handle.db.select().from(casualVisits).where(eq(casualVisits.email, email));

  beforeAll(async () => {
    reasonId = (await call(t, '/public/casual-visit-reasons/DEMO01', undefined, { method: 'GET' })).body.payload[0].id;
    paid = await payFirst(() => call(t, '/public/casual-visit', body('alice.casual@example.com'), { key }));
  });

  it("(a) another visitor replaying A's key with a declining card gets no visit and no receipt", async () => {
    const mark = gateway.mark();
    const approved = await approvedPayments(t.handle.db);
    const res = await call(t, '/public/casual-visit', body('bob.casual@example.com', rawCard(DECLINE, 'Bob Other'), { firstName: 'Bob', lastName: 'Other' }), { key });
    expectNothingForAnother(res, mark);
    expect(JSON.stringify(res.body)).not.toContain(paid.first.receiptNumber);
    expect(await visitsOf('bob.casual@example.com')).toHaveLength(0);
    expect(await approvedPayments(t.handle.db)).toBe(approved);
  });

  it('(b) the same visitor with another card under the same key is refused and nothing is charged', async () => {
    const mark = gateway.mark();
    const res = await call(t, '/public/casual-visit', body('alice.casual@example.com', rawCard(APPROVE_OTHER, 'Alice Casual')), { key });
    expectKeyRefused(res);
    expect(gateway.attemptsSince(mark)).toBe(0);
    expect(await visitsOf('alice.casual@example.com')).toHaveLength(1);
  });

  it('(c) the same request again answers the first receipt and charges once', async () => {
    const res = await call(t, '/public/casual-visit', body('alice.casual@example.com'), { key });
    expect(res.status).toBe(200);
    expect(res.body.payload.receiptNumber).toBe(paid.first.receiptNumber);
    expect(await visitsOf('alice.casual@example.com')).toHaveLength(1);
    expect(gateway.approvedSince(paid.start)).toBe(1);
  });
});

describe('online join (public form)', () => {
  const key = 'idem-join-K';
  let base: Record<string, unknown>;
  let aliceBody: Record<string, unknown>;
  let paid: Paid<{ message: string; firstPaymentCents: number }>;
  const membersNamed = (lastName: string) => t.handle.db.select().from(members).where(eq(members.lastName, lastName));

  // No SMS gateway in tests: the code goes to the e-mail the join will use.
  async function verifiedMobile(mobile: string, email: string) {
    const sent = await call(t, '/public/join/mfa-mobile-signup', { firstName: 'Jo', lastName: 'Joiner', reference: mobile, email, accountId: 'DEMO01' });
    expect(sent.status).toBe(200);
    const rows = ((await t.handle.db.execute(sql`select body_text from outbox where to_address = ${email} order by id desc limit 1`)) as unknown as { rows: Array<{ body_text: string }> }).rows;
    const code = /(\d{6})/.exec(rows[0]!.body_text)![1];
    const valid = await call(t, '/public/join/mfa-mobile-signup/validate', { reference: sent.body.payload.reference, mfaCode: code });
    expect(valid.status).toBe(200);
    return { mobileReference: sent.body.payload.reference as string, mobileToken: valid.body.payload.token as string };
  }

  const person = (firstName: string, lastName: string, mobileNumber: string) => ({
    firstName, lastName, dateOfBirth: '1991-02-03', gender: 'F', email: `${firstName}.${lastName}@example.com`.toLowerCase(), mobileNumber, password: 'joiner1234',
  });

  beforeAll(async () => {
    const options = (await call(t, '/public/join/options/DEMO01', undefined, { method: 'GET' })).body.payload;
    const pif = options.membershipTypes.find((m: { isDirectDebit: boolean }) => !m.isDirectDebit);
    base = {
      accountId: 'DEMO01', membershipTypeId: pif.id, paymentType: 17, membershipStartDate: options.today, paymentStartDate: options.today,
      questionnaire: Object.fromEntries(options.questionnaire.map((q: string) => [q, false])), signature: SIGNATURE,
    };
    const card = await vaultToken(t, APPROVE, 'Alice Joiner');
    aliceBody = { ...base, ...person('Alice', 'Joiner', '0400 700 001'), ...(await verifiedMobile('0400 700 001', 'alice.joiner@example.com')), ...card };
    paid = await payFirst(() => call(t, '/public/join/complete', aliceBody, { key }));
  });

  it("(a) another person replaying A's key with a declining card does not become a member", async () => {
    const mark = gateway.mark();
    const card = await vaultToken(t, DECLINE, 'Bob Freeloader');
    const bob = { ...base, ...person('Bob', 'Freeloader', '0400 700 002'), ...(await verifiedMobile('0400 700 002', 'bob.freeloader@example.com')), ...card };
    const res = await call(t, '/public/join/complete', bob, { key });
    expectNothingForAnother(res, mark);
    const [alice] = await membersNamed('Joiner');
    expect(JSON.stringify(res.body)).not.toContain(alice!.memberNumber);
    expect(await membersNamed('Freeloader')).toHaveLength(0);
  });

  it('(b) the same person with another card under the same key is refused and nothing is charged', async () => {
    const mark = gateway.mark();
    const other = await vaultToken(t, APPROVE_OTHER, 'Alice Joiner');
    const res = await call(t, '/public/join/complete', { ...aliceBody, ...other }, { key });
    expectKeyRefused(res);
    expect(gateway.attemptsSince(mark)).toBe(0);
    expect(await membersNamed('Joiner')).toHaveLength(1);
  });

  it('(c) the same request again answers the same member number and charges once', async () => {
    const res = await call(t, '/public/join/complete', aliceBody, { key });
    expectReplayed(res, paid);
    expect(await membersNamed('Joiner')).toHaveLength(1);
  });
});

describe('overdue member payment (signed link)', () => {
  const key = 'idem-overdue-K';
  let alice: Payer;
  let bob: Payer;
  let aliceToken: { token: string; tokenReference: string };
  let paid: Paid<{ paidCents: number }>;
  const owe = async (memberId: number) =>
    firstRow(await t.handle.db.insert(posTransactions).values({ clubId, memberId, amountCents: 4500, outstandingCents: 4500, description: 'Missed payment' }).returning(), 'outstanding transaction');
  const owing = (memberId: number) => count(t.handle.db, sql`select coalesce(sum(outstanding_cents), 0)::int as n from pos_transactions where member_id = ${memberId}`);

  beforeAll(async () => {
    [alice, bob] = firstRows(await createPayers(t, clubId, 2, 'OD'), 2, 'alice, bob');
    await owe(alice.memberId);
    await owe(bob.memberId);
    aliceToken = await vaultToken(t, APPROVE, 'Alice Overdue');
    paid = await payFirst(() => call(t, '/public/member-payment-overdue/pay-now', { ref: signLink('overdue', alice.memberNumber), ...aliceToken }, { key }));
    expect(await owing(alice.memberId)).toBe(0);
  });

  it("(a) another member's link replaying A's key with a declining card settles nothing", async () => {
    const mark = gateway.mark();
    const declining = await vaultToken(t, DECLINE, 'Bob Overdue');
    const res = await call(t, '/public/member-payment-overdue/pay-now', { ref: signLink('overdue', bob.memberNumber), ...declining }, { key });
    expectNothingForAnother(res, mark);
    expect(await owing(bob.memberId)).toBe(4500);
  });

  it('(b) the same member with another card under the same key is refused; a new balance stays owing', async () => {
    await owe(alice.memberId);
    const mark = gateway.mark();
    const other = await vaultToken(t, APPROVE_OTHER, 'Alice Overdue');
    const res = await call(t, '/public/member-payment-overdue/pay-now', { ref: signLink('overdue', alice.memberNumber), ...other }, { key });
    expectKeyRefused(res);
    expect(gateway.attemptsSince(mark)).toBe(0);
    expect(await owing(alice.memberId)).toBe(4500);
  });

  it('(c) the same request again answers the first payment, charges once and pays nothing new', async () => {
    const res = await call(t, '/public/member-payment-overdue/pay-now', { ref: signLink('overdue', alice.memberNumber), ...aliceToken }, { key });
    expectReplayed(res, paid);
    // The balance added after the first payment is not settled by a replay.
    expect(await owing(alice.memberId)).toBe(4500);
  });
});

describe('swim outstanding balance (signed-in guardian) and public settlement', () => {
  let guardian: string;
  let other: Awaited<ReturnType<typeof createGuardian>>;
  let miaId = 0;
  const CARD = rawCard(APPROVE, 'Jess Waters');
  const balance = async (studentId: number, cents = 4000) =>
    firstRow(await t.handle.db.insert(posTransactions).values({ clubId, studentId, amountCents: cents, outstandingCents: cents, description: 'Term fees' }).returning(), 'outstanding transaction');
  const owingOn = async (id: number) => (await t.handle.db.select().from(posTransactions).where(eq(posTransactions.id, id)))[0]!.outstandingCents;

  beforeAll(async () => {
    guardian = await t.login('guardian@demo.club', 'demo1234');
    other = await createGuardian(t, clubId, 'F9901');
    miaId = (await t.handle.db.select().from(students).where(eq(students.studentNumber, 'S1001')))[0]!.id;
  });

  describe('pay-outstanding', () => {
    const key = 'idem-swim-K';
    let mine: typeof posTransactions.$inferSelect;
    let paid: Paid<{ paymentId: number }>;

    beforeAll(async () => {
      mine = await balance(miaId);
      paid = await payFirst(() => call(t, '/swim/pay-outstanding', { posTrasanctionId: mine.id, ...CARD }, { cookie: guardian, key }));
    });

    it("(a) another guardian replaying A's key with a declining card pays nothing and sees nothing of A's", async () => {
      const theirs = await balance(other.student.id);
      const mark = gateway.mark();
      const res = await call(t, '/swim/pay-outstanding', { posTrasanctionId: theirs!.id, ...rawCard(DECLINE, 'Olly Other') }, { cookie: other.cookie, key });
      expectNothingForAnother(res, mark);
      expect(await owingOn(theirs!.id)).toBe(4000);
    });

    it('(b) the same guardian with another card under the same key is refused and nothing is charged', async () => {
      const mark = gateway.mark();
      const res = await call(t, '/swim/pay-outstanding', { posTrasanctionId: mine.id, ...rawCard(DECLINE, 'Jess Waters') }, { cookie: guardian, key });
      expectKeyRefused(res);
      expect(gateway.attemptsSince(mark)).toBe(0);
    });

    it('(c) the same request again answers the first payment and charges once', async () => {
      const res = await call(t, '/swim/pay-outstanding', { posTrasanctionId: mine.id, ...CARD }, { cookie: guardian, key });
      expectReplayed(res, paid);
      expect(await owingOn(mine.id)).toBe(0);
    });
  });

  describe('settle-outstanding (public signed reference)', () => {
    const key = 'idem-settle-K';
    let mine: typeof posTransactions.$inferSelect;
    let paid: Paid<{ paymentId: number }>;

    beforeAll(async () => {
      mine = await balance(miaId, 3000);
      paid = await payFirst(() => call(t, '/swim/settle-outstanding', { referenceNumber: signReference(mine.id), ...CARD }, { key }));
    });

    it("(a) another family's reference replaying A's key with a declining card settles nothing", async () => {
      const theirs = await balance(other.student.id, 3000);
      const mark = gateway.mark();
      const res = await call(t, '/swim/settle-outstanding', { referenceNumber: signReference(theirs!.id), ...rawCard(DECLINE, 'Olly Other') }, { key });
      expectNothingForAnother(res, mark);
      expect(await owingOn(theirs!.id)).toBe(3000);
    });

    it('(b) the same reference with another card under the same key is refused and nothing is charged', async () => {
      const mark = gateway.mark();
      const res = await call(t, '/swim/settle-outstanding', { referenceNumber: signReference(mine.id), ...rawCard(APPROVE_OTHER, 'Jess Waters') }, { key });
      expectKeyRefused(res);
      expect(gateway.attemptsSince(mark)).toBe(0);
    });

    it('(c) the same request again answers the first payment and charges once', async () => {
      const res = await call(t, '/swim/settle-outstanding', { referenceNumber: signReference(mine.id), ...CARD }, { key });
      expectReplayed(res, paid);
    });
  });
});

describe('extras: subscription (PT pack) and add-on', () => {
  let alice: Payer;
  let bob: Payer;
  let pt5Id = 0;
  let towelId = 0;

  beforeAll(async () => {
    [alice, bob] = firstRows(await createPayers(t, clubId, 2, 'EX'), 2, 'alice, bob');
    pt5Id = firstRow(await t.handle.db.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.clubId, clubId), eq(subscriptions.name, 'PT 5 Pack'))), 'PT 5 Pack').id;
    const towel = firstRow(await t.handle.db
      .select({ addonId: membershipAddons.id, typeId: membershipTypeAddons.membershipTypeId })
      .from(membershipAddons)
      .innerJoin(membershipTypeAddons, eq(membershipTypeAddons.addonId, membershipAddons.id))
      .where(and(eq(membershipAddons.clubId, clubId), eq(membershipAddons.description, 'Towel Service')))
      .limit(1), 'towel');
    towelId = towel.addonId;
    for (const p of [alice, bob]) {
      await t.handle.db.insert(memberships).values({ memberId: p.memberId, membershipTypeId: towel.typeId, contractType: 'Paid in Full', status: 'active', startDate: '2020-01-01', expiryDate: '2099-12-31' });
    }
  });

  const packsOf = (p: Payer) => t.handle.db.select().from(memberSubscriptions).where(and(eq(memberSubscriptions.memberId, p.memberId), eq(memberSubscriptions.subscriptionId, pt5Id)));
  const addonsOf = (p: Payer) => t.handle.db.select().from(memberAddons).where(and(eq(memberAddons.memberId, p.memberId), eq(memberAddons.addonId, towelId)));

  const routes = [
    {
      name: 'buy-subscription',
      url: '/extras/buy-subscription',
      body: (p: Payer, card: object, item?: number) => ({ userId: p.userId, subscriptionId: item ?? pt5Id, paymentType: 17, ...card }),
      otherItem: async () => (await t.handle.db.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.clubId, clubId), eq(subscriptions.name, 'PT 10 Pack'))))[0]?.id,
      owned: packsOf,
    },
    {
      name: 'buy-addon',
      url: '/extras/buy-addon',
      body: (p: Payer, card: object) => ({ userId: p.userId, membershipTypeId: towelId, paymentType: 17, ...card }),
      otherItem: async () => undefined,
      owned: addonsOf,
    },
  ];

  describe.each(routes)('$name', (route) => {
    const key = `idem-${route.name}-K`;
    let paid: Paid<{ paymentId: number }>;

    beforeAll(async () => {
      paid = await payFirst(() => call(t, route.url, route.body(alice, rawCard(APPROVE, 'Alice Extras')), { cookie: alice.cookie, key }));
      expect(paid.first.paymentId).toEqual(expect.any(Number));
    });

    it("(a) another member replaying A's key with a declining card gets no extra and not A's payment", async () => {
      const mark = gateway.mark();
      const res = await call(t, route.url, route.body(bob, rawCard(DECLINE, 'Bob Extras')), { cookie: bob.cookie, key });
      expect(res.status).not.toBe(200);
      expect(res.body.payload?.paymentId).not.toBe(paid.first.paymentId);
      expect(await route.owned(bob)).toHaveLength(0);
      expect(gateway.approvedSince(mark)).toBe(0);
    });

    it('(b) the same member with another card (or another item) under the same key is refused', async () => {
      const mark = gateway.mark();
      expectKeyRefused(await call(t, route.url, route.body(alice, rawCard(APPROVE_OTHER, 'Alice Extras')), { cookie: alice.cookie, key }));
      const otherItem = await route.otherItem();
      if (otherItem !== undefined) {
        expectKeyRefused(await call(t, route.url, route.body(alice, rawCard(APPROVE, 'Alice Extras'), otherItem), { cookie: alice.cookie, key }));
      }
      expect(gateway.attemptsSince(mark)).toBe(0);
      expect(await route.owned(alice)).toHaveLength(1);
    });

    it('(c) the same request again answers the first purchase and charges once', async () => {
      const res = await call(t, route.url, route.body(alice, rawCard(APPROVE, 'Alice Extras')), { cookie: alice.cookie, key });
      expectReplayed(res, paid);
      expect(await route.owned(alice)).toHaveLength(1);
    });
  });
});

describe('shop checkout', () => {
  const key = 'idem-shop-K';
  let alice: Payer;
  let bob: Payer;
  let shaker = 0;
  let paid: Paid<{ orderId: number; paymentId: number }>;
  const card = (number: string) => ({ cCNumber: number, cCExpiryMonth: '08', cCExpiryYear: String(new Date().getFullYear() + 2), cCNameOnCard: 'Pat Shopper', cCCVV: '913', cardType: 'VISACARD' });
  const checkout = (p: Payer, number: string) => call(t, '/shop/check-out', { memberNumber: p.memberNumber, userType: p.userType, ...card(number) }, { cookie: p.cookie, key });
  const addShaker = async (p: Payer) =>
    expect((await call(t, '/shop/add-to-cart', { memberNumber: p.memberNumber, productId: shaker, clearInCart: false, userType: p.userType, quantity: 1 }, { cookie: p.cookie })).status).toBe(200);
  const ordersOf = (p: Payer) => t.handle.db.select().from(orders).where(eq(orders.userId, p.userId));

  beforeAll(async () => {
    [alice, bob] = firstRows(await createPayers(t, clubId, 2, 'SH'), 2, 'alice, bob');
    shaker = firstRow(await t.handle.db.select({ id: products.id }).from(products).where(and(eq(products.clubId, clubId), eq(products.name, 'Shaker Bottle'))), 'Shaker Bottle').id;
    await addShaker(alice);
    await addShaker(bob);
    paid = await payFirst(() => checkout(alice, APPROVE));
  });

  it("(a) another shopper replaying A's key with a declining card gets no order and not A's payment", async () => {
    const mark = gateway.mark();
    const res = await checkout(bob, DECLINE);
    expect(res.status).not.toBe(200);
    expect(res.body.payload?.orderId).not.toBe(paid.first.orderId);
    expect(await ordersOf(bob)).toHaveLength(0);
    expect(gateway.approvedSince(mark)).toBe(0);
  });

  it('(b) the same shopper with another card under the same key is refused; the new cart is not bought', async () => {
    await addShaker(alice);
    const mark = gateway.mark();
    expectKeyRefused(await checkout(alice, APPROVE_OTHER));
    expect(gateway.attemptsSince(mark)).toBe(0);
    expect(await ordersOf(alice)).toHaveLength(1);
  });

  it('(c) the same request again answers the first order and charges once', async () => {
    const res = await checkout(alice, APPROVE);
    expectReplayed(res, paid);
    expect(await ordersOf(alice)).toHaveLength(1);
  });
});

describe('membership change (complete-signup)', () => {
  const key = 'idem-signup-K';
  let alice: Payer;
  let bob: Payer;
  let typeId = 0;
  let alicePdf = '';
  let paid: Paid<{ paymentId: number; membershipId: number }>;

  const renew = async (p: Payer, number: string) => {
    const res = await call(
      t,
      '/membership/renew-contract',
      { membershipTypeId: typeId, userId: p.userId, membershipStartDate: '2030-01-01', paymentStartDate: '2030-01-01', paymentType: 17, ...rawCard(number, 'Pat Payer'), cardType: 'VISACARD' },
      { cookie: p.cookie },
    );
    expect(res.status).toBe(200);
    return res.body.payload.pdfFileName as string;
  };
  const complete = (p: Payer, pdf: string) =>
    call(t, '/membership/complete-signup', { UserId: p.userId, PdfFileName: pdf, UseExistingCard: false, signature: SIGNATURE, signatureParentGuarantor: '' }, { cookie: p.cookie, key });
  const statusOf = async (pdf: string) => (await t.handle.db.select().from(memberships).where(eq(memberships.pdfFileName, pdf)))[0]!.status;

  beforeAll(async () => {
    [alice, bob] = firstRows(await createPayers(t, clubId, 2, 'MC'), 2, 'alice, bob');
    const types = (await call(t, `/membership-types/${clubId}`, undefined, { method: 'GET', cookie: alice.cookie })).body.payload as Array<{ id: number; description: string }>;
    typeId = types.find((x) => x.description === '12 Months Paid in Full')!.id;
    alicePdf = await renew(alice, APPROVE);
    paid = await payFirst(() => complete(alice, alicePdf));
    expect(paid.first.paymentId).toEqual(expect.any(Number));
  });

  it("(a) another member replaying A's key, whose card now declines, gets no membership and not A's payment", async () => {
    const bobPdf = await renew(bob, APPROVE);
    // Bob's card is cancelled between the quote and signing: the stored token now declines.
    const declining = await vaultToken(t, DECLINE, 'Bob Payer');
    const row = firstRow(await t.handle.db.select().from(memberships).where(eq(memberships.pdfFileName, bobPdf)), 'row');
    const details = row.signupDetails as { card: { token: string } };
    await t.handle.db.update(memberships).set({ signupDetails: { ...details, card: { ...details.card, token: declining.token } } }).where(eq(memberships.id, row.id));
    const mark = gateway.mark();
    const res = await complete(bob, bobPdf);
    expect(res.status).not.toBe(200);
    expect(res.body.payload?.paymentId).not.toBe(paid.first.paymentId);
    expect(await statusOf(bobPdf)).toBe('pending');
    expect(gateway.approvedSince(mark)).toBe(0);
  });

  it('(b) the same member signing another agreement under the same key is refused and nothing is charged', async () => {
    const secondPdf = await renew(alice, APPROVE_OTHER);
    const mark = gateway.mark();
    expectKeyRefused(await complete(alice, secondPdf));
    expect(gateway.approvedSince(mark)).toBe(0);
    expect(await statusOf(secondPdf)).toBe('pending');
  });

  it('(c) the same request again answers the first signup and charges once', async () => {
    const res = await complete(alice, alicePdf);
    expectReplayed(res, paid);
    expect(await statusOf(alicePdf)).toBe('active');
  });
});

describe('a double submit', () => {
  it('the same request sent three times at once is charged once and all three get the same purchase', async () => {
    const carol = firstRow(await createPayers(t, clubId, 1, 'DS'), 'carol');
    const { id: pt5 } = firstRow(await t.handle.db.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.clubId, clubId), eq(subscriptions.name, 'PT 5 Pack'))), 'PT 5 Pack');
    const body = { userId: carol.userId, subscriptionId: pt5, paymentType: 17, ...rawCard(APPROVE, 'Carol Double') };
    const mark = gateway.mark();
    const results = await Promise.all([1, 2, 3].map(() => call(t, '/extras/buy-subscription', body, { cookie: carol.cookie, key: 'idem-double-K' })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.payload.paymentId)).size).toBe(1);
    expect(gateway.approvedSince(mark)).toBe(1);
    expect(await t.handle.db.select().from(memberSubscriptions).where(eq(memberSubscriptions.memberId, carol.memberId))).toHaveLength(1);
  });
});
