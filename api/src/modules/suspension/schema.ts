import {
  MaxSuspensionDaysPayloadSchema,
  MembershipMemberParamsSchema,
  MembershipSuccessPayloadSchema,
  SuspensionListSchema,
  SuspensionReasonListSchema,
  SuspensionRequestSchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const tags = ['suspension'];

export const reasonsSchema = { tags, summary: 'Suspension reasons of the club', response: responses(SuspensionReasonListSchema) };
export const maxDaysSchema = {
  tags,
  summary: 'Maximum suspension days',
  params: MembershipMemberParamsSchema,
  response: responses(MaxSuspensionDaysPayloadSchema),
};
export const listSchema = {
  tags,
  summary: 'Open suspensions of the member’s current membership',
  params: MembershipMemberParamsSchema,
  response: responses(SuspensionListSchema),
};
export const suspendSchema = {
  tags,
  summary: "Suspends the membership (dates DD/MM/YYYY); payload 'success'",
  body: SuspensionRequestSchema,
  response: responses(MembershipSuccessPayloadSchema),
};
export const unsuspendSchema = {
  tags,
  summary: "Ends the open suspension; payload 'success'",
  params: MembershipMemberParamsSchema,
  response: responses(MembershipSuccessPayloadSchema),
};
