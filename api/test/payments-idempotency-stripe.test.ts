// The payment-route suite (payments-helpers/payment-routes-suite.ts) against the Stripe gateway:
// offline against Stripe's published fixtures, or Stripe's test mode with STRIPE_TEST_SECRET_KEY
// (docs/payments.md).
import { StripeGateway } from '../src/modules/payments/stripe-gateway';
import { APPROVE, APPROVE_OTHER } from './payments-helpers/fixtures';
import { paymentRoutesSuite } from './payments-helpers/payment-routes-suite';
import { startStripeTarget, type StripeTarget } from './payments-helpers/stripe-fixture-server';

let target: StripeTarget | undefined;

paymentRoutesSuite({
  start: async () => {
    target = await startStripeTarget();
    return { gateway: new StripeGateway(target.config), config: { stripe: target.config } };
  },
  stop: async () => target?.stop(),
  // Stripe's 4000 0000 0000 0341: kept as a card, declined when charged (0002 is refused when saved).
  cards: { approve: APPROVE, approveOther: APPROVE_OTHER, decline: '4000000000000341' },
});
