// Route schemas of the public member request forms.
import {
  MemberRequestBodySchema,
  MemberRequestFormSchema,
  MemberRequestKindParamsSchema,
  MemberRequestQuerySchema,
  PublicReceiptSchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const tags = ['public'];
export const formSchema = {
  tags,
  summary: 'Suspension or cancellation request form data (query code, accountId, memberNumber)',
  params: MemberRequestKindParamsSchema,
  querystring: MemberRequestQuerySchema,
  response: responses(MemberRequestFormSchema),
};
export const submitSchema = {
  tags,
  summary: 'Submit a suspension or cancellation request; a dated receipt is e-mailed',
  params: MemberRequestKindParamsSchema,
  body: MemberRequestBodySchema,
  response: responses(PublicReceiptSchema),
};

import { Type } from 'typebox';
import {
  OverdueDetailSchema,
  OverduePaidSchema,
  OverduePayBodySchema,
  OverdueQuerySchema,
  OverdueRemindersSentSchema,
} from '@portal/shared/contracts';
export const overdueDetailSchema = {
  tags,
  summary: 'Overdue balance behind a signed member link',
  querystring: OverdueQuerySchema,
  response: responses(OverdueDetailSchema),
};
export const overduePaySchema = {
  tags,
  summary: 'Pay the overdue balance from a signed member link (Idempotency-Key required)',
  headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 200 })) }),
  body: OverduePayBodySchema,
  response: responses(OverduePaidSchema),
};
export const overdueRemindersSchema = {
  tags,
  summary: "E-mail each member of the admin's club with an open balance their signed overdue-payment link (ADMIN)",
  response: responses(OverdueRemindersSentSchema),
};
