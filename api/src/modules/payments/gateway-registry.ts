// Picks the gateway named by PAYMENT_GATEWAY (default 'sandbox'). A real gateway adds a case here.
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox-gateway';

let current: PaymentGateway | null = null;

export function createGateway(name = process.env.PAYMENT_GATEWAY || 'sandbox'): PaymentGateway {
  switch (name) {
    case 'sandbox':
      return new SandboxGateway();
    default:
      throw new Error(`Unknown PAYMENT_GATEWAY '${name}' (available: sandbox)`);
  }
}

export function paymentGateway(): PaymentGateway {
  current ??= createGateway();
  return current;
}

/** Tests and embedders may swap the gateway. */
export function setPaymentGateway(gateway: PaymentGateway | null): void {
  current = gateway;
}
