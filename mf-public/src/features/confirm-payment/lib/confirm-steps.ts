// The gateway's own browser step for a payment the bank wants confirmed (3-D Secure), by kind.
// Stripe's runs Stripe.js (loaded from js.stripe.com when needed, never bundled) with the
// PaymentIntent's client secret; the sandbox's stands in for the bank's challenge. Each answers
// what the server then checks with the gateway. Steps are pluggable (setConfirmStep) so a new
// gateway adds its own, and tests run the page without the network.
import type { ConfirmPaymentPayload } from '@portal/shared/contracts';
import { SANDBOX_CONFIRMATION } from '@portal/shared/contracts';

export type ConfirmStepInfo = NonNullable<ConfirmPaymentPayload['step']>;
/** Runs the step; resolves with what to send back, rejects with the member-facing reason. */
export type ConfirmStepRunner = (step: ConfirmStepInfo) => Promise<string>;

const STRIPE_JS = 'https://js.stripe.com/v3/';

interface StripeJs {
  confirmCardPayment(
    clientSecret: string,
    data?: { payment_method?: string },
  ): Promise<{ paymentIntent?: { id: string; status: string }; error?: { message?: string } }>;
}
type StripeFactory = (publishableKey: string) => StripeJs;

function loadStripeJs(): Promise<StripeFactory> {
  const existing = (window as unknown as { Stripe?: StripeFactory }).Stripe;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Stripe?: StripeFactory }).Stripe;
      if (loaded) resolve(loaded);
      else reject(new Error('Stripe.js did not load.'));
    };
    script.onerror = () => reject(new Error('Stripe.js could not be loaded.'));
    document.head.appendChild(script);
  });
}

const stripeStep: ConfirmStepRunner = async (step) => {
  const stripe = (await loadStripeJs())(step.publishableKey ?? '');
  const result = await stripe.confirmCardPayment(step.clientSecret, step.paymentMethod ? { payment_method: step.paymentMethod } : undefined);
  if (result.error) throw new Error(result.error.message ?? 'Your bank could not confirm this payment.');
  return result.paymentIntent?.id ?? '';
};

/** The sandbox's bank "challenge": the member pressing Confirm is the authentication. */
const sandboxStep: ConfirmStepRunner = async () => SANDBOX_CONFIRMATION;

const steps: Record<ConfirmStepInfo['kind'], ConfirmStepRunner> = { stripe: stripeStep, sandbox: sandboxStep };

export function confirmStepFor(kind: ConfirmStepInfo['kind']): ConfirmStepRunner {
  return steps[kind];
}

/** Replaces a gateway's step (tests, or an embedder with its own Stripe.js loader); answers the previous one. */
export function setConfirmStep(kind: ConfirmStepInfo['kind'], runner: ConfirmStepRunner): ConfirmStepRunner {
  const previous = steps[kind];
  steps[kind] = runner;
  return previous;
}
