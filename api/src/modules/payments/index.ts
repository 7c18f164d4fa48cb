// The payments module: its routes plugin and what other modules may call.
export { cardTypeOfBrand, maskLast4 } from './card-brands';
export type { PaymentGateway, RefundRequest, RefundResult } from './gateway';
export { paymentGateway } from './gateway-registry';
export { bankAccountToken } from './sandbox-gateway';
export { type IdempotentRequest, type Pay, payer, payOnce, storedPayment } from './idempotency';
export { paymentsRoutes } from './routes';
export { type ChargeTokenResult, idempotencyKeyOf, recordOffGatewayPayment, recordFailedAttempt, resolveCardToken, type ResolvedCard, saveCardAsPaymentMethod, saveDirectDebit, type Transaction } from './service';
