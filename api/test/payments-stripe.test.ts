// The Stripe gateway end to end, offline: outgoing calls answered by Stripe's published fixtures
// (payments-helpers/stripe-fixture-server.ts), webhooks signed by the SDK. The demo club takes its
// payments through Stripe (clubs.payment_gateway); nothing here swaps the gateway except the
// sandbox section, which runs the same confirm-payment flow through the sandbox's equivalent.
import { desc, eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../src/db/seed/demo-logins';
import { clubs, paymentMethods, stripeEvents } from '../src/db/schema';
import { firstRow } from '../src/lib/first-row';
import { confirmPaymentLink, onPaymentSettled, type PaymentSettled } from '../src/modules/payments';
import { gatewayForClub, setPaymentGateway } from '../src/modules/payments/gateway-registry';
import { SANDBOX_CONFIRMATIONS, SANDBOX_TEST_CARDS, SandboxGateway } from '../src/modules/payments/sandbox-gateway';
import { chargeToken } from '../src/modules/payments/service';
import { INVALID_STRIPE_SIGNATURE, StripeGateway } from '../src/modules/payments/stripe-gateway';
import { describeOnPostgres, PUBLIC_ORIGIN, type TestApp } from './helpers/test-app';
import { call, vaultToken } from './payments-helpers/fixtures';
import { offlineIt, paymentRow, stripeWebhookPoster, withStripeDemoClub } from './payments-helpers/stripe-club';
import {
  signedWebhook,
  STRIPE_BECS_TEST_ACCOUNTS,
  stripeEvent,
  type StripeFixtureServer,
  type StripeTarget,
} from './payments-helpers/stripe-fixture-server';

const CARDS = { approve: '4242424242424242', declineAtCharge: '4000000000000341', declineAtSetup: '4000000000000002', authenticate: '4000002760003184' };

let target: StripeTarget;
let t: TestApp;
let clubId: number;
let memberId: number;
const settled: PaymentSettled[] = [];
let unsubscribe: () => void;

withStripeDemoClub((club) => {
  ({ target, t, clubId, memberId } = club);
  unsubscribe = onPaymentSettled(async (_tx, event) => {
    settled.push(event);
  });
});
afterAll(() => unsubscribe?.());

/** The fixture server; the tests that drive Stripe's side themselves (3-D Secure, settlement) need it. */
const fixtureServer = (): StripeFixtureServer => {
  if (!target.server) throw new Error('needs the offline fixture server');
  return target.server;
};

let keys = 0;
const charge = (token: string, amountCents = 4500) =>
  chargeToken(t.handle.db, { clubId, amountCents, idempotencyKey: `stripe-test-${++keys}`, purpose: 'membership-debit', memberId, token });

const postWebhook = stripeWebhookPoster(() => t);
const sendEvent = (type: string, intent: object, created?: number) => postWebhook(stripeEvent(type, intent, created));

/** A member's saved BECS mandate (payment-setup, direct debit) and its gateway token. */
async function becsToken(accountNumber: string): Promise<string> {
  const cookie = await t.login('member@demo.club', DEMO_PASSWORD);
  const res = await call(t, '/payments/payment-setup', { paymentType: 19, bsbNumber1: '062', bsbNumber2: '000', accountNumber, accountName: 'Alex Member' }, { cookie });
  expect(res.status).toBe(200);
  const latest = firstRow(await t.handle.db.select().from(paymentMethods).where(eq(paymentMethods.memberId, memberId)).orderBy(desc(paymentMethods.id)).limit(1), 'method');
  expect(latest.kind).toBe('direct_debit');
  return latest.gatewayToken!;
}

describe('Stripe gateway: chosen per club, cards kept with SetupIntents, charged off-session', () => {
  it('gives the Stripe club Stripe and every other club the sandbox', async () => {
    expect((await gatewayForClub(t.handle.db, clubId)).name).toBe('stripe');
    const [other] = await t.handle.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.paymentGateway, 'sandbox')).limit(1);
    if (other) expect((await gatewayForClub(t.handle.db, other.id)).name).toBe('sandbox');
  });

  it('saves a card with a SetupIntent for off-session use and charges it with an off-session PaymentIntent', async () => {
    const { token } = await vaultToken(t, CARDS.approve);
    expect(token).toMatch(/^stripe:card:cus_\w+:pm_\w+$/);
    const result = await charge(token);
    expect(result).toMatchObject({ status: 'approved', message: 'Payment successful' });
    const row = await paymentRow(t, result.paymentId);
    expect(row).toMatchObject({ gateway: 'stripe', status: 'approved', amountCents: 4500 });
    expect(row.gatewayReference).toMatch(/^pi_/);
    if (target.server) {
      const setup = target.server.requests.find((r) => r.path === '/v1/setup_intents');
      expect(setup?.params).toMatchObject({ usage: 'off_session', confirm: 'true' });
      const pay = target.server.requests.filter((r) => r.path === '/v1/payment_intents').at(-1);
      expect(pay?.params).toMatchObject({ amount: '4500', currency: 'aud', off_session: 'true', confirm: 'true' });
      expect(pay?.idempotencyKey).toBe(`${clubId}:stripe-test-${keys}`);
    }
  });

  it('records a card that declines when charged, with the bank\'s words', async () => {
    const { token } = await vaultToken(t, CARDS.declineAtCharge);
    const result = await charge(token);
    expect(result).toMatchObject({ status: 'declined', message: 'Your card was declined.' });
    expect(await paymentRow(t, result.paymentId)).toMatchObject({ status: 'declined', declineReason: 'Your card was declined.' });
  });

  it('refuses to keep a card the bank declines at setup (400, nothing stored)', async () => {
    const res = await call(t, '/payments/vault/tokenize', { ccNumber: CARDS.declineAtSetup, ccNameOnCard: 'Pat Payer', ccExpiryMonth: '12', ccExpiryYear: String(new Date().getFullYear() + 2), cccVv: '123', accountId: 'DEMO01' });
    expect(res.status).toBe(400);
    expect(res.body.errors?.message).toBe('Your card was declined.');
  });
});

describe('3-D Secure: the member confirms through the signed link', () => {
  offlineIt('a charge the bank wants confirmed waits as requires_action; the confirm page pays it after Stripe.js', async () => {
    const server = fixtureServer();
    const { token } = await vaultToken(t, CARDS.authenticate);
    const result = await charge(token, 3900);
    expect(result.status).toBe('requires_action');
    const row = await paymentRow(t, result.paymentId);
    expect(row.status).toBe('requires_action');
    const intent = server.intent(row.gatewayReference!);

    const link = confirmPaymentLink(PUBLIC_ORIGIN, result.paymentId);
    expect(link).toMatch(new RegExp(`^${PUBLIC_ORIGIN}/confirm-payment\\?ref=`));
    const ref = decodeURIComponent(new URL(link).searchParams.get('ref')!);
    const page = await call(t, `/payments/confirm/${encodeURIComponent(ref)}`, undefined, { method: 'GET' });
    expect(page.status).toBe(200);
    expect(page.body.payload).toMatchObject({
      amountCents: 3900,
      status: 'requires_action',
      step: { kind: 'stripe', clientSecret: intent.client_secret, publishableKey: target.config.publishableKey },
    });
    expect(page.body.payload.step.paymentMethod).toMatch(/^pm_/);

    // The browser says "done" before Stripe agrees: the server asks Stripe, nothing is paid.
    const early = await call(t, `/payments/confirm/${encodeURIComponent(ref)}`, { confirmation: intent.id });
    expect(early.body.payload.status).toBe('requires_action');

    server.authenticate(intent.id, true);
    const before = settled.length;
    const done = await call(t, `/payments/confirm/${encodeURIComponent(ref)}`, { confirmation: intent.id });
    expect(done.body.payload).toMatchObject({ status: 'approved', message: 'Payment successful', step: null });
    expect((await paymentRow(t, result.paymentId)).status).toBe('approved');
    expect(settled.slice(before)).toEqual([expect.objectContaining({ paymentId: result.paymentId, status: 'approved' })]);

    // The webhook that follows changes nothing and tells nobody again.
    const res = await sendEvent('payment_intent.succeeded', server.intent(intent.id));
    expect(res.json().payload.handling).toBe('applied');
    expect(settled.slice(before)).toHaveLength(1);
  });

  offlineIt('a member who fails the bank\'s check leaves the payment declined', async () => {
    const server = fixtureServer();
    const { token } = await vaultToken(t, CARDS.authenticate);
    const result = await charge(token);
    const row = await paymentRow(t, result.paymentId);
    server.authenticate(row.gatewayReference!, false);
    const ref = signedRef(result.paymentId);
    const done = await call(t, `/payments/confirm/${ref}`, { confirmation: row.gatewayReference! });
    expect(done.body.payload.status).toBe('declined');
    expect((await paymentRow(t, result.paymentId)).status).toBe('declined');
  });

  it('refuses a link whose signature does not match, or for another payment', async () => {
    const forged = await call(t, '/payments/confirm/1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', undefined, { method: 'GET' });
    expect(forged.status).toBe(403);
    const edited = signedRef(1).replace(/^1\./, '2.');
    expect((await call(t, `/payments/confirm/${edited}`, { confirmation: 'x' })).status).toBe(403);
  });
});

const signedRef = (paymentId: number) => encodeURIComponent(decodeURIComponent(new URL(confirmPaymentLink(PUBLIC_ORIGIN, paymentId)).searchParams.get('ref')!));

describe('Stripe webhooks: verified, handled once, in any order', () => {
  it('refuses a bad, missing or foreign signature with 400 and records nothing', async () => {
    // The tampered signature changes its first hex digit (one in sixteen already starts with 0).
    const event = stripeEvent('payment_intent.succeeded', { id: 'pi_unknown', object: 'payment_intent' });
    const tampered = await postWebhook(event, (payload) => signedWebhook(JSON.parse(payload)).signature.replace(/v1=(\w)/, (_, first: string) => `v1=${first === '0' ? '1' : '0'}`));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().errors.message).toBe(INVALID_STRIPE_SIGNATURE);
    expect((await postWebhook(event, () => '')).statusCode).toBe(400);
    expect((await postWebhook(event, (payload) => signedWebhook(JSON.parse(payload), 'whsec_someone_else').signature)).statusCode).toBe(400);
    // A body changed after signing.
    const { signature } = signedWebhook(event);
    const changed = await postWebhook({ ...event, type: 'payment_intent.payment_failed' }, () => signature);
    expect(changed.statusCode).toBe(400);
    expect(await t.handle.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id as string))).toHaveLength(0);
  });

  offlineIt('BECS: a debit is pending until the bank settles it; the event replayed is handled once', async () => {
    const server = fixtureServer();
    const token = await becsToken(STRIPE_BECS_TEST_ACCOUNTS.succeeds);
    expect(token).toMatch(/^stripe:au_becs_debit:cus_\w+:pm_\w+$/);
    const setup = server.requests.filter((r) => r.path === '/v1/setup_intents').at(-1)!;
    expect(setup.params.mandate_data.customer_acceptance).toMatchObject({ type: 'online' });
    const result = await charge(token, 2990);
    expect(result.status).toBe('pending');
    const row = await paymentRow(t, result.paymentId);
    expect(row.status).toBe('pending');

    const event = stripeEvent('payment_intent.succeeded', server.settle(row.gatewayReference!, 'succeeded'));
    const before = settled.length;
    const first = await postWebhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json().payload).toEqual({ received: true, handling: 'applied' });
    const again = await postWebhook(event);
    expect(again.statusCode).toBe(200);
    expect(again.json().payload.handling).toBe('duplicate');
    expect((await paymentRow(t, result.paymentId)).status).toBe('approved');
    expect(settled.slice(before)).toEqual([expect.objectContaining({ paymentId: result.paymentId, status: 'approved', amountCents: 2990 })]);
  });

  offlineIt('BECS: a closed account fails days later and the ledger says why', async () => {
    const server = fixtureServer();
    const token = await becsToken(STRIPE_BECS_TEST_ACCOUNTS.accountClosed);
    const result = await charge(token);
    const reference = (await paymentRow(t, result.paymentId)).gatewayReference!;
    const res = await sendEvent('payment_intent.payment_failed', server.settle(reference, 'account_closed'));
    expect(res.json().payload.handling).toBe('applied');
    expect(await paymentRow(t, result.paymentId)).toMatchObject({ status: 'declined', declineReason: 'The bank account has been closed.' });
    expect(settled.at(-1)).toMatchObject({ paymentId: result.paymentId, status: 'declined', reason: 'The bank account has been closed.' });
  });

  offlineIt('out of order: a late processing or failure never undoes a payment already paid', async () => {
    const server = fixtureServer();
    const token = await becsToken(STRIPE_BECS_TEST_ACCOUNTS.succeeds);
    const result = await charge(token);
    const reference = (await paymentRow(t, result.paymentId)).gatewayReference!;
    const processing = server.intent(reference);
    const paid = server.settle(reference, 'succeeded');
    const now = Math.floor(Date.now() / 1000);
    expect((await sendEvent('payment_intent.succeeded', paid, now)).json().payload.handling).toBe('applied');
    expect((await sendEvent('payment_intent.processing', processing, now - 60)).json().payload.handling).toBe('applied');
    expect((await sendEvent('payment_intent.payment_failed', { ...processing, status: 'requires_payment_method' }, now - 30)).json().payload.handling).toBe('applied');
    expect((await paymentRow(t, result.paymentId)).status).toBe('approved');
  });

  offlineIt('out of order: a failure then the success of a later attempt ends paid', async () => {
    const server = fixtureServer();
    const token = await becsToken(STRIPE_BECS_TEST_ACCOUNTS.succeeds);
    const result = await charge(token);
    const reference = (await paymentRow(t, result.paymentId)).gatewayReference!;
    await sendEvent('payment_intent.payment_failed', server.intent(reference));
    expect((await paymentRow(t, result.paymentId)).status).toBe('declined');
    await sendEvent('payment_intent.succeeded', server.settle(reference, 'succeeded'));
    expect((await paymentRow(t, result.paymentId)).status).toBe('approved');
  });

  it('an event about something else is acknowledged and recorded once', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_x', object: 'customer' });
    expect((await postWebhook(event)).json().payload.handling).toBe('ignored');
    expect((await postWebhook(event)).json().payload.handling).toBe('duplicate');
  });
});

describeOnPostgres('Stripe webhooks: an event that beats the charge', () => {
  offlineIt('is kept and applied when the charge records its reference', async () => {
    const server = fixtureServer();
    const stripe = new StripeGateway(target.config);
    // The webhook arrives while the charge's own transaction is still open.
    setPaymentGateway(Object.assign(Object.create(stripe) as StripeGateway, {
      charge: async (req: Parameters<StripeGateway['charge']>[0]) => {
        const result = await stripe.charge(req);
        const early = await sendEvent('payment_intent.succeeded', server.settle(result.reference, 'succeeded'));
        expect(early.json().payload.handling).toBe('waiting');
        return result;
      },
    }));
    try {
      const token = await becsToken(STRIPE_BECS_TEST_ACCOUNTS.succeeds);
      const result = await charge(token);
      expect(result.status).toBe('approved');
      expect((await paymentRow(t, result.paymentId)).status).toBe('approved');
    } finally {
      setPaymentGateway(null);
    }
  });
});

describe('the sandbox\'s equivalent of the confirm step', () => {
  beforeAll(() => setPaymentGateway(new SandboxGateway()));
  afterAll(() => setPaymentGateway(null));

  it('asks for confirmation on its 3-D Secure card and pays once the stand-in answers', async () => {
    const { token } = await vaultToken(t, SANDBOX_TEST_CARDS.authenticationRequired);
    const result = await charge(token, 1200);
    expect(result.status).toBe('requires_action');
    const ref = signedRef(result.paymentId);
    const page = await call(t, `/payments/confirm/${ref}`, undefined, { method: 'GET' });
    expect(page.body.payload).toMatchObject({ status: 'requires_action', step: { kind: 'sandbox' } });
    const refused = await call(t, `/payments/confirm/${ref}`, { confirmation: 'made-up' });
    expect(refused.body.payload.status).toBe('requires_action');
    const done = await call(t, `/payments/confirm/${ref}`, { confirmation: SANDBOX_CONFIRMATIONS.authenticated });
    expect(done.body.payload.status).toBe('approved');
    // A second confirmation finds it paid and charges nothing.
    const again = await call(t, `/payments/confirm/${ref}`, { confirmation: SANDBOX_CONFIRMATIONS.authenticated });
    expect(again.body.payload.status).toBe('approved');
  });
});
