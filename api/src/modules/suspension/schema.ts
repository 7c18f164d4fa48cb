import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('suspension');

export const reasonsSchema = route('Suspension reasons of the club', {}, C.SuspensionReasonListSchema);
export const maxDaysSchema = route('Maximum suspension days', { params: C.MembershipMemberParamsSchema }, C.MaxSuspensionDaysPayloadSchema);
export const listSchema = route('Open suspensions of the member’s current membership', { params: C.MembershipMemberParamsSchema }, C.SuspensionListSchema);
export const suspendSchema = route("Suspends the membership (dates DD/MM/YYYY); payload 'success'", { body: C.SuspensionRequestSchema }, C.SuccessPayloadSchema);
export const unsuspendSchema = route("Ends the open suspension; payload 'success'", { params: C.MembershipMemberParamsSchema }, C.SuccessPayloadSchema);
