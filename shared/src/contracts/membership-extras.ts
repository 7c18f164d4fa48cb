// Extras a member buys beside the membership: class packs (subscriptions, with an optional PT
// booking) and add-ons (docs/spec/account-core.md §3).
import { Type, type Static } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';
import { DisplayDateOrEmpty, Nullable } from './fields';
import { MembershipAddonSchema, MembershipCardInputFields, PurchasableSubscriptionListSchema } from './membership';

// ---- Extras -------------------------------------------------------------------------------
export const ActiveSubscriptionSchema = Type.Object({
  id: Type.Integer(),
  subscriptionName: Type.String(),
  remainingSubscription: Type.Integer({ description: '-1 when unlimited' }),
  expiryDate: DisplayDateOrEmpty,
  subscription: Type.Object({
    numberOfSession: Type.Integer(),
    subscriptionType: Type.Integer(),
    subscriptionTypeName: Type.String(),
  }),
});
export const ActiveAddonSchema = Type.Object({
  id: Type.Integer(),
  membershipType: Type.String(),
  remainingVisit: Type.Integer({ description: '-1 when unlimited' }),
  membershipExpiryDateLocal: DisplayDateOrEmpty,
});
export const ActiveExtrasPayloadSchema = Type.Object({
  subscriptions: Type.Array(ActiveSubscriptionSchema),
  addons: Type.Array(ActiveAddonSchema),
});
export type ActiveExtras = Static<typeof ActiveExtrasPayloadSchema>;

export const PurchasableExtrasPayloadSchema = Type.Object({
  subscriptions: PurchasableSubscriptionListSchema,
  addons: Type.Array(MembershipAddonSchema),
  memberIsDirectDebit: Type.Boolean(),
});
export type PurchasableExtras = Static<typeof PurchasableExtrasPayloadSchema>;

export const PendingPtBookingSchema = Type.Object(
  {
    trainerId: Type.Integer({ minimum: 1 }),
    // The PT page stores the slot as it would book it (POST /pt/book): club-local date and times.
    trainingDate: Type.Optional(Type.String({ format: 'date', description: 'YYYY-MM-DD, club-local' })),
    startTime: Type.Optional(Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:mm, club-local' })),
    endTime: Type.Optional(Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:mm, club-local' })),
    // Or as an instant and a length (API clients).
    startsAt: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'ISO instant' })),
    durationMinutes: Type.Optional(Type.Integer({ minimum: 15, maximum: 240 })),
    bookingTypeId: Type.Optional(Type.Integer({ minimum: 1 })),
    comments: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.bookingComments })),
  },
  { additionalProperties: true },
);
export type PendingPtBooking = Static<typeof PendingPtBookingSchema>;

export const BuySubscriptionRequestSchema = Type.Object({
  userId: Type.Integer(),
  subscriptionId: Type.Integer({ minimum: 1 }),
  paymentType: Type.Optional(Type.Literal(17)),
  bookPt: Type.Optional(Type.Boolean()),
  ptBooking: Type.Optional(PendingPtBookingSchema),
  isFromApp: Type.Optional(Type.Boolean()),
  ...MembershipCardInputFields,
});
export type BuySubscriptionRequest = Static<typeof BuySubscriptionRequestSchema>;

export const BuyAddonRequestSchema = Type.Object({
  userId: Type.Integer(),
  membershipTypeId: Type.Integer({ minimum: 1, description: 'the add-on id' }),
  paymentType: Type.Optional(Type.Literal(17)),
  ...MembershipCardInputFields,
});
export type BuyAddonRequest = Static<typeof BuyAddonRequestSchema>;

export const BuyExtraPayloadSchema = Type.Object({
  message: Type.String(),
  charged: Type.Boolean(),
  paymentId: Nullable(Type.Integer()),
  ptBooked: Type.Boolean(),
});
export type BuyExtraPayload = Static<typeof BuyExtraPayloadSchema>;

