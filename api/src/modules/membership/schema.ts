import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('membership');

export const membershipInfoSchema = route('The member’s current membership (null when none)', { params: C.MembershipMemberParamsSchema }, C.MembershipInfoPayloadSchema);

export const renewContractSchema = route('Validates a membership change (card verified, dates, promo, extras), quotes it and prepares the agreement; charges nothing', { body: C.RenewContractRequestSchema }, C.RenewContractPayloadSchema);

export const completeSignupSchema = route('Signs and completes a membership change: charges the first payment once (Idempotency-Key) and activates it', { body: C.CompleteSignupRequestSchema }, C.CompleteSignupPayloadSchema);
