// The payments module: its routes plugin and what other modules may call.
export { type BatchPayment, payBatchOnce } from './batch-charge';
export { cardTypeOfBrand, maskLast4 } from './card-brands';
export { confirmPaymentLink } from './confirmation';
export type { ChargeStatus, PaymentGateway, RefundRequest, RefundResult } from './gateway';
export { clubGatewayStatus, configureGateways, gatewayForClub } from './gateway-registry';
export { type IdempotentRequest, memberPurchase, type Pay, payer, payOnce, storedPayment } from './idempotency';
export { mailReceipt } from './receipt';
export { paymentsRoutes } from './routes';
export { chargeableTokenOf, chargeToken, type ChargeTokenRequest, type ChargeTokenResult, IDEMPOTENCY_KEY_REQUIRED, idempotencyKeyOf, recordFailedAttempt, recordOffGatewayPayment, resolveCardToken, type ResolvedCard, SAVED_CARD_NOT_FOUND, type Transaction } from './service';
export { saveCardAsPaymentMethod, saveDirectDebit } from './stored-payment-methods';
export { onPaymentSettled, type PaymentSettled } from './settlement';
