import type { PaymentSetupBody } from '@portal/shared/contracts';
import { apiPost } from '@portal/shared';

/** POST /payments/payment-setup: answers the success message. */
export function savePaymentSetup(body: PaymentSetupBody): Promise<string> {
  return apiPost<string>('/payments/payment-setup', body);
}
