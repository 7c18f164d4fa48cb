import * as C from '@portal/shared/contracts';
import { IdempotencyHeadersSchema, routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('extras');

export const activeSchema = route('Active subscriptions (PT, group class, creche) and add-ons of the member', { params: C.MembershipMemberParamsSchema }, C.ActiveExtrasPayloadSchema);
export const purchasableSchema = route('Subscriptions and add-ons the member can buy online', { params: C.MembershipClubParamsSchema }, C.PurchasableExtrasPayloadSchema);
export const buySubscriptionSchema = route('Buys a subscription (card payment type 17, Idempotency-Key); optional PT booking', { body: C.BuySubscriptionRequestSchema }, C.BuyExtraPayloadSchema);
export const buyAddonSchema = route('Buys a membership add-on (always prepaid by card, Idempotency-Key)', { body: C.BuyAddonRequestSchema }, C.BuyExtraPayloadSchema);
export const buyForDependantSchema = route('A household’s payer buys a pack for a dependant: the payer’s stored card pays, the receipt goes to the payer (Idempotency-Key)', { params: C.HouseholdMemberParamsSchema, headers: IdempotencyHeadersSchema, body: C.HouseholdBuyRequestSchema }, C.BuyExtraPayloadSchema);
