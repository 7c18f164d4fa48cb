// Stripe behind the PaymentGateway seam, with the official SDK. Cards: a Customer, the card's
// PaymentMethod attached to it and a SetupIntent for off-session use; each charge is an off-session
// PaymentIntent. When the bank asks for 3-D Secure (authentication_required) the charge answers
// `requires_action` and the member confirms on the confirm-payment page with the intent's client
// secret. Bank accounts: an au_becs_debit PaymentMethod and a SetupIntent carrying the member's
// mandate acceptance; a debit answers `pending` (`processing`) and settles by webhook days later.
// The token we keep is `stripe:<method type>:<customer>:<payment method>`; Stripe holds the card.
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import {
  type BankAccountToTokenize,
  type CardToTokenize,
  type ChargeRequest,
  type ChargeResult,
  type ConfirmStep,
  type PaymentGateway,
  PaymentMethodRefusedError,
  type TokenizeResult,
} from './gateway';

export const STRIPE_MESSAGES = {
  approved: 'Approved',
  pending: 'Direct debit submitted; the bank confirms it within a few business days.',
  authenticationRequired: 'Your bank asks you to confirm this payment.',
  unknownToken: 'Unknown card token.',
  unavailable: 'The payment could not be processed. Please try again later.',
  declined: 'Your card was declined.',
} as const;

/**
 * Stripe's test payment methods for its documented test card numbers: test mode refuses raw card
 * numbers unless the account is approved for them, so a test key sends these instead.
 */
export const STRIPE_TEST_PAYMENT_METHODS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '5555555555554444': 'pm_card_mastercard',
  '378282246310005': 'pm_card_amex',
  '4000000000000341': 'pm_card_chargeCustomerFail',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
  '4000000000000069': 'pm_card_chargeDeclinedExpiredCard',
  '4000002760003184': 'pm_card_authenticationRequired',
  '4000002500003155': 'pm_card_authenticationRequiredSetupForOffSession',
};

type MethodType = 'card' | 'au_becs_debit';
const TOKEN = /^stripe:(card|au_becs_debit):(cus_[A-Za-z0-9_]+):(pm_[A-Za-z0-9_]+)$/;

const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.id;

export function stripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    ...(config.apiBase ?? {}),
    // The SDK retries network faults with the same Idempotency-Key: Stripe charges once.
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
  });
}

/** A PaymentIntent's state as the ledger knows it. */
export function chargeResultOfIntent(intent: Stripe.PaymentIntent): ChargeResult {
  const reference = intent.id;
  const error = intent.last_payment_error;
  switch (intent.status) {
    case 'succeeded':
      return { status: 'approved', reference, message: STRIPE_MESSAGES.approved };
    case 'processing':
      return { status: 'pending', reference, message: STRIPE_MESSAGES.pending };
    case 'requires_action':
    case 'requires_confirmation':
      return { status: 'requires_action', reference, declineCode: 'authentication_required', message: STRIPE_MESSAGES.authenticationRequired };
    case 'requires_payment_method':
      // After an off-session authentication_required the intent waits here for the member.
      if (error?.code === 'authentication_required') {
        return { status: 'requires_action', reference, declineCode: 'authentication_required', message: STRIPE_MESSAGES.authenticationRequired };
      }
      return { status: 'declined', reference, declineCode: error?.decline_code ?? error?.code ?? 'declined', message: error?.message ?? STRIPE_MESSAGES.declined };
    default:
      return { status: 'failed', reference, declineCode: intent.status, message: error?.message ?? STRIPE_MESSAGES.unavailable };
  }
}

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe';
  private readonly stripe: Stripe;
  private readonly testMode: boolean;

  constructor(private readonly config: StripeConfig) {
    this.stripe = stripeClient(config);
    this.testMode = /^(sk|rk)_test_/.test(config.secretKey);
  }

  async tokenize(card: CardToTokenize): Promise<TokenizeResult> {
    return this.refusalsAsErrors(async () => {
      const customer = await this.stripe.customers.create({ name: card.nameOnCard });
      const testMethod = this.testMode ? STRIPE_TEST_PAYMENT_METHODS[card.number] : undefined;
      const created =
        testMethod ??
        (await this.stripe.paymentMethods.create({
          type: 'card',
          card: { number: card.number, exp_month: card.expiryMonth, exp_year: card.expiryYear, cvc: card.cvv },
          billing_details: { name: card.nameOnCard },
        })).id;
      // Attached first: a card whose bank wants 3-D Secure at setup is still kept, and its charges
      // then go through the member's confirm link.
      const method = await this.stripe.paymentMethods.attach(created, { customer: customer.id });
      const setup = await this.stripe.setupIntents.create({
        customer: customer.id,
        payment_method: method.id,
        allowed_payment_method_types: ['card'],
        usage: 'off_session',
        confirm: true,
      });
      if (!['succeeded', 'requires_action', 'processing'].includes(setup.status)) {
        throw new PaymentMethodRefusedError(setup.last_setup_error?.message ?? STRIPE_MESSAGES.declined);
      }
      return { token: `stripe:card:${customer.id}:${method.id}`, tokenReference: setup.id };
    });
  }

  async tokenizeBankAccount(account: BankAccountToTokenize): Promise<TokenizeResult> {
    return this.refusalsAsErrors(async () => {
      const customer = await this.stripe.customers.create({ name: account.accountName, email: account.email });
      const method = await this.stripe.paymentMethods.create({
        type: 'au_becs_debit',
        au_becs_debit: { bsb_number: account.bsb.replace('-', ''), account_number: account.accountNumber },
        billing_details: { name: account.accountName, email: account.email },
      });
      const setup = await this.stripe.setupIntents.create({
        customer: customer.id,
        payment_method: method.id,
        allowed_payment_method_types: ['au_becs_debit'],
        usage: 'off_session',
        confirm: true,
        mandate_data: {
          customer_acceptance: account.acceptance
            ? { type: 'online', online: { ip_address: account.acceptance.ipAddress, user_agent: account.acceptance.userAgent } }
            : { type: 'offline' },
        },
      });
      if (setup.status !== 'succeeded' && setup.status !== 'processing') {
        throw new PaymentMethodRefusedError(setup.last_setup_error?.message ?? STRIPE_MESSAGES.unavailable);
      }
      return { token: `stripe:au_becs_debit:${customer.id}:${method.id}`, tokenReference: idOf(setup.mandate) ?? setup.id };
    });
  }

  async charge(req: ChargeRequest): Promise<ChargeResult> {
    const match = TOKEN.exec(req.token);
    if (!match) return { status: 'failed', reference: '', declineCode: 'invalid_token', message: STRIPE_MESSAGES.unknownToken };
    const [, type, customer, paymentMethod] = match as unknown as [string, MethodType, string, string];
    // A $0 card check is not a payment: the SetupIntent already verified the card.
    if (req.amountCents === 0) return { status: 'approved', reference: '', message: STRIPE_MESSAGES.approved };
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: req.amountCents,
          currency: req.currency.toLowerCase(),
          customer,
          payment_method: paymentMethod,
          allowed_payment_method_types: [type],
          description: req.description,
          off_session: true,
          confirm: true,
        },
        { idempotencyKey: req.idempotencyKey },
      );
      return chargeResultOfIntent(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const intent = error.payment_intent;
        if (error.code === 'authentication_required' && intent) {
          return { status: 'requires_action', reference: intent.id, declineCode: 'authentication_required', message: STRIPE_MESSAGES.authenticationRequired };
        }
        return { status: 'declined', reference: intent?.id ?? '', declineCode: error.decline_code ?? error.code ?? 'declined', message: error.message };
      }
      if (error instanceof Stripe.errors.StripeError) {
        return { status: 'failed', reference: '', declineCode: error.code ?? error.type, message: STRIPE_MESSAGES.unavailable };
      }
      throw error;
    }
  }

  async confirmStep(reference: string): Promise<ConfirmStep> {
    const intent = await this.stripe.paymentIntents.retrieve(reference);
    // Stripe gives every PaymentIntent a client secret; without one the page cannot confirm anything.
    if (!intent.client_secret) throw new Error(`PaymentIntent ${reference} has no client secret`);
    return {
      kind: 'stripe',
      clientSecret: intent.client_secret,
      publishableKey: this.config.publishableKey,
      paymentMethod: idOf(intent.last_payment_error?.payment_method) ?? idOf(intent.payment_method),
    };
  }

  /** Stripe's own record decides, whatever the browser reports. */
  async refresh(reference: string): Promise<ChargeResult> {
    return chargeResultOfIntent(await this.stripe.paymentIntents.retrieve(reference));
  }

  /** Card and bank errors at setup are the member's to read; anything else is ours. */
  private async refusalsAsErrors<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw new PaymentMethodRefusedError(error.message);
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param?.startsWith('au_becs_debit')) {
        throw new PaymentMethodRefusedError(error.message);
      }
      throw error;
    }
  }
}

export const INVALID_STRIPE_SIGNATURE = 'The Stripe signature of this event is not valid.';

/**
 * The event behind a webhook request, verified with the SDK against the endpoint's signing secret
 * (and its 5-minute tolerance, against replays of an old captured request); null when it does not verify.
 */
export function verifiedStripeEvent(webhookSecret: string, rawBody: Buffer, signature: string | undefined): Stripe.Event | null {
  if (!signature) return null;
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    return null;
  }
}

/** What the ledger needs from an event: which object, and why a payment failed. */
export function paymentEventOf(event: Stripe.Event) {
  const object = event.data.object as { id?: string; object?: string; last_payment_error?: { message?: string } | null };
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    object: { id: object.id ?? '', object: object.object ?? '', lastPaymentError: object.last_payment_error?.message ?? null },
  };
}
