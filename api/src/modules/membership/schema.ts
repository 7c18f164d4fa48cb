import {
  CompleteSignupPayloadSchema,
  CompleteSignupRequestSchema,
  MembershipInfoPayloadSchema,
  MembershipMemberParamsSchema,
  RenewContractPayloadSchema,
  RenewContractRequestSchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const tags = ['membership'];

export const membershipInfoSchema = {
  tags,
  summary: 'The member’s current membership (null when none)',
  params: MembershipMemberParamsSchema,
  response: responses(MembershipInfoPayloadSchema),
};

export const renewContractSchema = {
  tags,
  summary:
    'Validates a membership change (card verified, dates, promo, extras), quotes it and prepares the agreement; charges nothing',
  body: RenewContractRequestSchema,
  response: responses(RenewContractPayloadSchema),
};

export const completeSignupSchema = {
  tags,
  summary: 'Signs and completes a membership change: charges the first payment once (Idempotency-Key) and activates it',
  body: CompleteSignupRequestSchema,
  response: responses(CompleteSignupPayloadSchema),
};
