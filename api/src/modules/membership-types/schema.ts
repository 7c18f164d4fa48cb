import {
  MembershipClubParamsSchema,
  MembershipIdParamsSchema,
  MembershipTypeListSchema,
  MembershipTypeSchema,
  MembershipTypesRequestSchema,
  PurchasableSubscriptionListSchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const tags = ['membership'];

export const listTypesSchema = {
  tags,
  summary: "Membership types of the session's club, with their add-ons",
  params: MembershipClubParamsSchema,
  response: responses(MembershipTypeListSchema),
};

export const listTypesPostSchema = {
  tags,
  summary: 'Membership types (scaled image request variant)',
  body: MembershipTypesRequestSchema,
  response: responses(MembershipTypeListSchema),
};

export const getTypeSchema = {
  tags,
  summary: 'One membership type',
  params: MembershipIdParamsSchema,
  response: responses(MembershipTypeSchema),
};

export const typeSubscriptionsSchema = {
  tags,
  summary: 'Subscriptions purchasable with a membership type (PT and creche)',
  params: MembershipIdParamsSchema,
  response: responses(PurchasableSubscriptionListSchema),
};
