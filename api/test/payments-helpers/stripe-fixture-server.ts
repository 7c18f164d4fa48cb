// A local stand-in for api.stripe.com that answers the Stripe SDK with Stripe's own published
// fixtures (api/test/fixtures/stripe, copied from stripe/openapi), the way stripe-mock does: a
// fresh id, the request's parameters echoed onto the object, and for Stripe's documented test
// numbers only the fields their outcome changes (status, last_payment_error, the card-error
// envelope). Like Stripe it replays an Idempotency-Key's first answer, so "charged once" is
// checked against the processor's own rule. `authenticate` plays the member finishing 3-D Secure
// in Stripe.js. With STRIPE_TEST_SECRET_KEY set (docs/payments.md) no server starts and the same
// suites talk to Stripe's test mode.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import customerFixture from '../fixtures/stripe/customer.json';
import eventFixture from '../fixtures/stripe/event.json';
import paymentIntentFixture from '../fixtures/stripe/payment_intent.json';
import paymentMethodFixture from '../fixtures/stripe/payment_method.json';
import setupIntentFixture from '../fixtures/stripe/setup_intent.json';
import mandateFixture from '../fixtures/stripe/mandate.json';
import type { StripeConfig } from '../../src/config';
import { STRIPE_TEST_PAYMENT_METHODS } from '../../src/modules/payments/stripe-gateway';

type Json = Record<string, any>;

/** Stripe's test card numbers (docs.stripe.com/testing) and what each does. */
type CardOutcome = 'ok' | 'declineAtCharge' | 'declined' | 'insufficientFunds' | 'expired' | 'authenticate';
const CARD_OUTCOMES: Record<string, CardOutcome> = {
  '4000000000000341': 'declineAtCharge',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficientFunds',
  '4000000000000069': 'expired',
  '4000002760003184': 'authenticate',
};

/** Stripe's card errors for those numbers: code, decline code and the message Stripe sends. */
const CARD_ERRORS = {
  declined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficientFunds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired: { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' },
  authenticate: { code: 'authentication_required', decline_code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' },
} as const;

/** Stripe's BECS test accounts (BSB 000-000): every debit is `processing` first; these settle later by webhook. */
export const STRIPE_BECS_TEST_ACCOUNTS = { succeeds: '000123456', accountClosed: '111111113' } as const;

const TEST_METHOD_NUMBERS = Object.fromEntries(Object.entries(STRIPE_TEST_PAYMENT_METHODS).map(([n, pm]) => [pm, n]));
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Stripe's form encoding (`card[number]=…`, `types[0]=card`) back into an object. */
export function parseStripeForm(body: string): Json {
  const out: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
    });
  }
  return out;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface StripeRequestLog {
  method: string;
  path: string;
  params: Json;
  idempotencyKey?: string;
}

export class StripeFixtureServer {
  readonly requests: StripeRequestLog[] = [];
  private server: Server | null = null;
  private counter = 0;
  private readonly methods = new Map<string, { outcome: CardOutcome | 'becs'; account?: string; object: Json }>();
  private readonly intents = new Map<string, Json>();
  private readonly replies = new Map<string, { status: number; body: Json }>();

  async start(): Promise<number> {
    this.server = createServer((request, response) => {
      void this.answer(request).then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fixture_${++this.counter}` });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The stored PaymentIntent (what a webhook event carries). */
  intent(id: string): Json {
    const found = this.intents.get(id);
    if (!found) throw new Error(`no PaymentIntent ${id}`);
    return clone(found);
  }

  /** The member finishes (or fails) 3-D Secure in Stripe.js. */
  authenticate(id: string, passed: boolean): void {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no PaymentIntent ${id}`);
    if (passed) Object.assign(intent, { status: 'succeeded', last_payment_error: null, amount_received: intent.amount });
    else Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' } });
  }

  /** The bank settles a BECS debit days later. */
  settle(id: string, outcome: 'succeeded' | 'account_closed'): Json {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no PaymentIntent ${id}`);
    if (outcome === 'succeeded') Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    else Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'account_closed', message: 'The bank account has been closed.' } });
    return clone(intent);
  }

  private newId(prefix: string): string {
    return `${prefix}_fixture${String(++this.counter).padStart(10, '0')}`;
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; body: Json }> {
    const path = (request.url ?? '').split('?')[0]!;
    const params = parseStripeForm(await bodyOf(request));
    const key = request.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: request.method ?? '', path, params, idempotencyKey: key });
    if (key && request.method === 'POST') {
      const seen = this.replies.get(`${path} ${key}`);
      if (seen) return seen;
      const reply = this.route(request.method ?? '', path, params);
      this.replies.set(`${path} ${key}`, reply);
      return reply;
    }
    return this.route(request.method ?? '', path, params);
  }

  private route(method: string, path: string, params: Json): { status: number; body: Json } {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') return ok({ ...clone(customerFixture), id: this.newId('cus'), name: params.name ?? null, email: params.email ?? null, currency: null });
    if (method === 'POST' && path === '/v1/payment_methods') return this.createMethod(params);
    if (method === 'POST' && (m = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path))) return this.attach(m[1]!, params.customer);
    if (method === 'POST' && path === '/v1/setup_intents') return this.setup(params);
    if (method === 'POST' && path === '/v1/payment_intents') return this.pay(params);
    if (method === 'GET' && (m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      const intent = this.intents.get(m[1]!);
      return intent ? ok(clone(intent)) : missing(m[1]!);
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  }

  private createMethod(params: Json): { status: number; body: Json } {
    const object = { ...clone(paymentMethodFixture), id: this.newId('pm'), type: params.type, customer: null };
    if (params.type === 'au_becs_debit') {
      const account = String(params.au_becs_debit?.account_number ?? '');
      Object.assign(object, { card: undefined, au_becs_debit: { bsb_number: params.au_becs_debit?.bsb_number, last4: account.slice(-4), fingerprint: null } });
      this.methods.set(object.id, { outcome: 'becs', account, object });
      return ok(object);
    }
    const number = String(params.card?.number ?? '');
    object.card = { ...object.card, last4: number.slice(-4), exp_month: Number(params.card?.exp_month), exp_year: Number(params.card?.exp_year) };
    this.methods.set(object.id, { outcome: CARD_OUTCOMES[number] ?? 'ok', object });
    return ok(object);
  }

  private attach(id: string, customer: string): { status: number; body: Json } {
    // Stripe's test payment methods (pm_card_visa…) attach as a new method of that card.
    let method = this.methods.get(id);
    if (!method && TEST_METHOD_NUMBERS[id]) {
      const number = TEST_METHOD_NUMBERS[id]!;
      const object = { ...clone(paymentMethodFixture), id: this.newId('pm') };
      object.card = { ...object.card, last4: number.slice(-4) };
      method = { outcome: CARD_OUTCOMES[number] ?? 'ok', object };
      this.methods.set(object.id, method);
    }
    if (!method) return missing(id);
    if (method.outcome === 'declined' || method.outcome === 'insufficientFunds' || method.outcome === 'expired') {
      return cardError(CARD_ERRORS[method.outcome]);
    }
    method.object.customer = customer;
    return ok(clone(method.object));
  }

  private setup(params: Json): { status: number; body: Json } {
    const method = this.methods.get(params.payment_method);
    if (!method) return missing(params.payment_method);
    const intent = {
      ...clone(setupIntentFixture),
      id: this.newId('seti'),
      customer: params.customer,
      payment_method: params.payment_method,
      payment_method_types: Object.values(params.allowed_payment_method_types ?? {}),
      usage: params.usage ?? 'off_session',
      last_setup_error: null,
      next_action: null,
      status: method.outcome === 'authenticate' ? 'requires_action' : 'succeeded',
      mandate: null as string | null,
    };
    if (method.outcome === 'becs') intent.mandate = { ...clone(mandateFixture), id: this.newId('mandate'), payment_method: params.payment_method }.id;
    intent.client_secret = `${intent.id}_secret_fixture`;
    return ok(intent);
  }

  private pay(params: Json): { status: number; body: Json } {
    const method = this.methods.get(params.payment_method);
    if (!method) return missing(params.payment_method);
    const id = this.newId('pi');
    const intent: Json = {
      ...clone(paymentIntentFixture),
      id,
      client_secret: `${id}_secret_fixture`,
      amount: Number(params.amount),
      currency: params.currency,
      customer: params.customer,
      description: params.description ?? null,
      payment_method: params.payment_method,
      payment_method_types: Object.values(params.allowed_payment_method_types ?? {}),
      last_payment_error: null,
      next_action: null,
      processing: null,
    };
    this.intents.set(id, intent);
    switch (method.outcome) {
      case 'becs':
        Object.assign(intent, { status: 'processing' });
        return ok(clone(intent));
      case 'declineAtCharge':
        Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', ...CARD_ERRORS.declined, payment_method: clone(method.object) } });
        return cardError(CARD_ERRORS.declined, clone(intent));
      case 'authenticate':
        Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', ...CARD_ERRORS.authenticate, payment_method: clone(method.object) } });
        return cardError(CARD_ERRORS.authenticate, clone(intent));
      default:
        Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
        return ok(clone(intent));
    }
  }
}

const ok = (body: Json) => ({ status: 200, body });
const missing = (id: string) => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` } } });
const cardError = (error: { code: string; decline_code: string; message: string }, paymentIntent?: Json) => ({
  status: 402,
  body: { error: { type: 'card_error', ...error, ...(paymentIntent ? { payment_intent: paymentIntent } : {}) } },
});

/** A webhook event of `type` about `object`, from Stripe's event fixture. */
export function stripeEvent(type: string, object: Json, created = Math.floor(Date.now() / 1000)): Json {
  return { ...clone(eventFixture), id: `evt_fixture${Math.random().toString(36).slice(2, 14)}`, type, created, data: { object } };
}

export const TEST_WEBHOOK_SECRET = 'whsec_portal_offline_tests_only';

/** The body and Stripe-Signature header Stripe would send, signed by the SDK. */
export function signedWebhook(event: Json, secret = TEST_WEBHOOK_SECRET): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/**
 * Where the Stripe suites send their calls: the fixture server, or Stripe's test mode when an
 * operator sets STRIPE_TEST_SECRET_KEY (the fixture server is then off).
 */
export interface StripeTarget {
  config: StripeConfig;
  /** Null against Stripe itself. */
  server: StripeFixtureServer | null;
  stop(): Promise<void>;
}

export async function startStripeTarget(env: NodeJS.ProcessEnv = process.env): Promise<StripeTarget> {
  const liveKey = env.STRIPE_TEST_SECRET_KEY?.trim();
  if (liveKey) {
    if (!liveKey.startsWith('sk_test_') && !liveKey.startsWith('rk_test_')) throw new Error('STRIPE_TEST_SECRET_KEY must be a test-mode key (sk_test_…)');
    const publishableKey = env.STRIPE_TEST_PUBLISHABLE_KEY?.trim();
    if (!publishableKey?.startsWith('pk_test_')) throw new Error('STRIPE_TEST_PUBLISHABLE_KEY must be set with STRIPE_TEST_SECRET_KEY (pk_test_…)');
    return {
      config: { secretKey: liveKey, webhookSecret: TEST_WEBHOOK_SECRET, publishableKey },
      server: null,
      stop: async () => undefined,
    };
  }
  const server = new StripeFixtureServer();
  const port = await server.start();
  return {
    config: { secretKey: 'sk_test_offline_fixture_server', webhookSecret: TEST_WEBHOOK_SECRET, publishableKey: 'pk_test_offline_fixture_server', apiBase: { protocol: 'http', host: '127.0.0.1', port } },
    server,
    stop: () => server.stop(),
  };
}
