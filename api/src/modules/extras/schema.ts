import {
  ActiveExtrasPayloadSchema,
  BuyAddonRequestSchema,
  BuyExtraPayloadSchema,
  BuySubscriptionRequestSchema,
  MembershipClubParamsSchema,
  MembershipMemberParamsSchema,
  PurchasableExtrasPayloadSchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const tags = ['extras'];

export const activeSchema = {
  tags,
  summary: 'Active subscriptions (PT, group class, creche) and add-ons of the member',
  params: MembershipMemberParamsSchema,
  response: responses(ActiveExtrasPayloadSchema),
};
export const purchasableSchema = {
  tags,
  summary: 'Subscriptions and add-ons the member can buy online',
  params: MembershipClubParamsSchema,
  response: responses(PurchasableExtrasPayloadSchema),
};
export const buySubscriptionSchema = {
  tags,
  summary: 'Buys a subscription (card payment type 17, Idempotency-Key); optional PT booking',
  body: BuySubscriptionRequestSchema,
  response: responses(BuyExtraPayloadSchema),
};
export const buyAddonSchema = {
  tags,
  summary: 'Buys a membership add-on (always prepaid by card, Idempotency-Key)',
  body: BuyAddonRequestSchema,
  response: responses(BuyExtraPayloadSchema),
};
