// Typed fetchers of the /payments page.
import { apiGet, apiPost } from '@portal/shared';
import type { PaymentHistoryItem, RetryPaymentBody, RetryPaymentResult, UpcomingDebit } from '@portal/shared/contracts';

export const fetchPayments = () => apiGet<PaymentHistoryItem[]>('/portal/payments');

/** A typed card goes to the vault first: the retry itself only ever sends a token. */
export const tokenizeCard = (card: { ccNumber: string; ccNameOnCard: string; ccExpiryMonth: string; ccExpiryYear: string; cccVv: string }) =>
  apiPost<{ Token: string; TokenReference: string }>('/payments/vault/tokenize', card);

export const retryPayment = (id: number, body: RetryPaymentBody, idempotencyKey: string) =>
  apiPost<RetryPaymentResult>(`/portal/payments/${id}/retry`, body, { idempotencyKey });

/** Debits not collected yet: fees agreed to (an early cancellation's, a late cancel's) among them. */
export const fetchUpcomingDebits = () => apiGet<UpcomingDebit[]>('/portal/payments/upcoming');
