import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('membership');

export const listTypesSchema = route("Membership types of the session's club, with their add-ons", { params: C.MembershipClubParamsSchema }, C.MembershipTypeListSchema);

export const listTypesPostSchema = route('Membership types (scaled image request variant)', { body: C.MembershipTypesRequestSchema }, C.MembershipTypeListSchema);

export const getTypeSchema = route('One membership type', { params: C.MembershipIdParamsSchema }, C.MembershipTypeSchema);

export const typeSubscriptionsSchema = route('Subscriptions purchasable with a membership type (PT and creche)', { params: C.MembershipIdParamsSchema }, C.PurchasableSubscriptionListSchema);
