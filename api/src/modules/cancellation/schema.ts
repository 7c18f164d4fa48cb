import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('cancellation');

export const panelSchema = route('The member’s cancellation: the open one (or the last answered) and, unless one is open, what cancelling today means', { params: C.MembershipMemberParamsSchema }, C.CancellationPanelSchema);
export const confirmSchema = route('Cancels the membership as today’s quote says (or sends the request, when the club takes requests only); every date and amount is the server’s', { body: C.CancelMembershipRequestSchema }, C.CancellationSchema);
export const withdrawSchema = route('Withdraws the open cancellation before its effective date', { params: C.MembershipMemberParamsSchema }, C.CancellationSchema);
export const consoleListSchema = route('Members’ cancellations, requests waiting for an answer first', {}, C.ConsoleCancellationListSchema);
export const decideSchema = route('Approves or declines a cancellation request', { params: C.MembershipIdParamsSchema, body: C.CancellationDecisionSchema }, C.ConsoleCancellationSchema);
