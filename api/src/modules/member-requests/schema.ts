// Route schemas of the public member request forms.
import * as C from '@portal/shared/contracts';
import { IdempotencyHeadersSchema, routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('public');
export const formSchema = route('Suspension or cancellation request form data (query code, accountId, memberNumber)', { params: C.MemberRequestKindParamsSchema, querystring: C.MemberRequestQuerySchema }, C.MemberRequestFormSchema);
export const submitSchema = route('Submit a suspension or cancellation request; a dated receipt is e-mailed', { params: C.MemberRequestKindParamsSchema, body: C.MemberRequestBodySchema }, C.PublicReceiptSchema);
export const overdueDetailSchema = route('Overdue balance behind a signed member link', { querystring: C.OverdueQuerySchema }, C.OverdueDetailSchema);
export const overduePaySchema = route('Pay the overdue balance from a signed member link (Idempotency-Key required)', { headers: IdempotencyHeadersSchema, body: C.OverduePayBodySchema }, C.OverduePaidSchema);
export const overdueRemindersSchema = route("E-mail each member of the admin's club with an open balance their signed overdue-payment link (ADMIN)", {}, C.OverdueRemindersSentSchema);
