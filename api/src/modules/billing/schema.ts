// Route schemas of billing in the club console.
import * as C from '@portal/shared/contracts';
import { Type } from 'typebox';
import { withErrors } from '../../lib/envelope';
import { IdempotencyHeadersSchema, routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');
const params = C.DebitIdParamsSchema;
const csv = withErrors(Type.String({ description: 'text/csv' }));

export const failedQueueSchema = route('ADMIN, STAFF: failed direct debits still owed (who, how much, tries, last reason)', {}, C.FailedDebitListSchema);
export const retrySchema = route('ADMIN, STAFF: try a failed debit again now (its own amount)', { params }, C.DebitActionResultSchema);
export const waiveSchema = route('ADMIN, STAFF: waive a failed debit (nothing owed any more)', { params }, C.DebitActionResultSchema);
export const deskPaymentSchema = route('ADMIN, STAFF: record a failed debit paid at the desk (its own amount)', { params }, C.DebitActionResultSchema);
export const settingsSchema = route("ADMIN: the club's retry schedule and booking stop", {}, C.BillingSettingsSchema);
export const updateSettingsSchema = route("ADMIN: change the club's retry schedule and booking stop", { body: C.BillingSettingsSchema }, C.BillingSettingsSchema);
export const gatewaySchema = route("ADMIN: the club's payment gateway (sandbox or Stripe), read-only: its keys come from the server's environment", {}, C.PaymentGatewayStatusSchema);
export const refundSchema = route('ADMIN: refund a payment, whole or part, through its gateway (Idempotency-Key header)', { params, headers: IdempotencyHeadersSchema, body: C.RefundBodySchema }, C.RefundResultSchema);
export const financeExportSchema = route('ADMIN: payments, refunds, failures and GST of a period as CSV', { querystring: C.FinanceExportQuerySchema, response: csv });
