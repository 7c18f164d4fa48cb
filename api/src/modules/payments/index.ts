// The payments module: its routes plugin and what other modules may call.
export { cardTypeOfBrand, maskLast4 } from './card-brands';
export { confirmPaymentLink } from './confirmation';
export type { ChargeStatus, PaymentGateway } from './gateway';
export { configureGateways, gatewayForClub } from './gateway-registry';
export { type IdempotentRequest, type Pay, payer, payOnce, storedPayment } from './idempotency';
export { paymentsRoutes } from './routes';
export { chargeableTokenOf, chargeToken, type ChargeTokenRequest, type ChargeTokenResult, idempotencyKeyOf, resolveCardToken, type ResolvedCard, saveCardAsPaymentMethod, saveDirectDebit, type Transaction } from './service';
export { onPaymentSettled, type PaymentSettled } from './settlement';
