import * as C from '@portal/shared/contracts';
import { IdempotencyHeadersSchema, routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('suspension');

export const reasonsSchema = route('Suspension reasons of the club', {}, C.SuspensionReasonListSchema);
export const maxDaysSchema = route('Maximum suspension days', { params: C.MembershipMemberParamsSchema }, C.MaxSuspensionDaysPayloadSchema);
export const listSchema = route('Open suspensions of the member’s current membership', { params: C.MembershipMemberParamsSchema }, C.SuspensionListSchema);
export const suspendSchema = route("Suspends the membership (dates DD/MM/YYYY); a freeze type's fee is charged once to the member's stored card (Idempotency-Key, required when a fee is due); payload 'success'", { headers: IdempotencyHeadersSchema, body: C.SuspensionRequestSchema }, C.SuccessPayloadSchema);
export const unsuspendSchema = route("Ends the open suspension; payload 'success'", { params: C.MembershipMemberParamsSchema }, C.SuccessPayloadSchema);
export const freezeQuoteSchema = route('What a freeze would do (days, fee, the next debits now and after), refused as the suspension would be', { body: C.SuspensionRequestSchema }, C.FreezeQuoteSchema);
export const memberFreezeTypesSchema = route('The club’s freeze types a member may choose (active ones)', {}, C.FreezeTypeListSchema);
export const consoleFreezeTypesSchema = route('The club’s freeze types', {}, C.FreezeTypeListSchema);
export const createFreezeTypeSchema = route('Adds a freeze type', { body: C.FreezeTypeInputSchema }, C.FreezeTypeSchema);
export const updateFreezeTypeSchema = route('Changes a freeze type', { params: C.MembershipIdParamsSchema, body: C.FreezeTypeInputSchema }, C.FreezeTypeSchema);
export const retireFreezeTypeSchema = route('Retires a freeze type (freezes taken under it keep it)', { params: C.MembershipIdParamsSchema }, C.RemovalResultSchema);
