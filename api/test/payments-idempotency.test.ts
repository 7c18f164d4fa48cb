// The payment-route suite (payments-helpers/payment-routes-suite.ts) against the built-in sandbox gateway.
import { SandboxGateway } from '../src/modules/payments/sandbox-gateway';
import { APPROVE, APPROVE_OTHER, DECLINE } from './payments-helpers/fixtures';
import { paymentRoutesSuite } from './payments-helpers/payment-routes-suite';

paymentRoutesSuite({
  start: async () => ({ gateway: new SandboxGateway(), config: {} }),
  stop: async () => undefined,
  cards: { approve: APPROVE, approveOther: APPROVE_OTHER, decline: DECLINE },
});
