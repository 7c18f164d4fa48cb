// Which gateway takes a club's money: `clubs.payment_gateway` ('sandbox' by default, or 'stripe').
// Stripe's keys come from the environment through the configuration (configureGateways, called by
// buildApp), never from the database; a club set to Stripe on a server without keys fails loudly.
import type { StripeConfig } from '../../config';
import type { PaymentGatewayName } from '../../db/schema';
import type { PaymentGateway } from './gateway';
import * as repo from './repo';
import type { Db } from './repo';
import { SandboxGateway } from './sandbox-gateway';
import { StripeGateway } from './stripe-gateway';

export const STRIPE_NOT_CONFIGURED = 'This club takes payments through Stripe, but STRIPE_SECRET_KEY is not set on the server.';

let stripeConfig: StripeConfig | undefined;
const built = new Map<PaymentGatewayName, PaymentGateway>();
let override: PaymentGateway | null = null;

/** Set once from the configuration when the app is built. */
export function configureGateways(config: { stripe?: StripeConfig }): void {
  stripeConfig = config.stripe;
  built.clear();
}

export function stripeSettings(): StripeConfig | undefined {
  return stripeConfig;
}

export function gatewayNamed(name: PaymentGatewayName): PaymentGateway {
  if (override) return override;
  const existing = built.get(name);
  if (existing) return existing;
  let gateway: PaymentGateway;
  if (name === 'stripe') {
    if (!stripeConfig) throw new Error(STRIPE_NOT_CONFIGURED);
    gateway = new StripeGateway(stripeConfig);
  } else {
    gateway = new SandboxGateway();
  }
  built.set(name, gateway);
  return gateway;
}

/** The gateway of this club; every charge, card and bank account goes through it. */
export async function gatewayForClub(db: Db, clubId: number | null): Promise<PaymentGateway> {
  if (override) return override;
  return gatewayNamed(clubId === null ? 'sandbox' : await repo.clubGateway(db, clubId));
}

/** Tests and embedders may swap the gateway of every club. */
export function setPaymentGateway(gateway: PaymentGateway | null): void {
  override = gateway;
}

/** Which gateway the club uses and whether the server can run it; never a key. */
export async function clubGatewayStatus(db: Db, clubId: number): Promise<{ gateway: PaymentGatewayName; serverConfigured: boolean; testMode: boolean }> {
  const gateway = await repo.clubGateway(db, clubId);
  if (gateway !== 'stripe') return { gateway, serverConfigured: true, testMode: true };
  return {
    gateway,
    serverConfigured: Boolean(stripeConfig?.secretKey && stripeConfig.webhookSecret),
    testMode: !stripeConfig || /^(sk|rk)_test_/.test(stripeConfig.secretKey),
  };
}
