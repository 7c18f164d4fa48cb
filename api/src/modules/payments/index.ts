// The payments module: its routes plugin and what other modules may call.
export { cardTypeOfBrand, maskLast4 } from './card-brands';
export { paymentGateway } from './gateway-registry';
export { type IdempotentRequest, type Pay, payer, payOnce, storedPayment } from './idempotency';
export { paymentsRoutes } from './routes';
export { idempotencyKeyOf, resolveCardToken, type ResolvedCard, saveCardAsPaymentMethod, saveDirectDebit, type Transaction } from './service';
