// Public (signed-out) prospect visits: a tour or trial class, a casual day visit, a waiver, a
// guarantor's signature, refer a friend, and deregistering.
import { Type, type Static } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';
import { CardInputFields, DisplayDate, IsoDate, Nullable, OptionalText } from './fields';
import { AccountId, Email, FullName, Name, PersonNameFields, Signature, SignedFields, VisitorFields } from './public-fields';
import { PublicReceiptSchema } from './public';

// ---- Deregister -----------------------------------------------------------------------------
export const DeregisterBodySchema = Type.Object({ password: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.password }) });
export type DeregisterBody = Static<typeof DeregisterBodySchema>;

// ---- Prospect visits: book a tour / trial class (book-my-visit, bookme) ---------------------
export const VisitKindSchema = Type.Union([Type.Literal('tour'), Type.Literal('trial')]);
export type VisitKind = Static<typeof VisitKindSchema>;
export const VisitSlotsQuerySchema = Type.Object({ accountId: AccountId, kind: VisitKindSchema });
export const VisitSlotSchema = Type.Object({
  kind: VisitKindSchema,
  /** ISO instant of the start. */
  startsAt: Type.String(),
  /** Club-local YYYY-MM-DD and 'h:mm A'. */
  date: IsoDate,
  time: Type.String(),
  /** 'Club tour' or the class name. */
  title: Type.String(),
  durationMinutes: Type.Integer(),
  classScheduleId: Nullable(Type.Integer()),
  spotsLeft: Type.Integer(),
});
export type VisitSlot = Static<typeof VisitSlotSchema>;
export const VisitSlotListSchema = Type.Array(VisitSlotSchema);
export const VisitBookingBodySchema = Type.Object({
  accountId: AccountId,
  kind: VisitKindSchema,
  startsAt: Type.String({ minLength: 10, maxLength: 40 }),
  classScheduleId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  ...VisitorFields,
  notes: OptionalText(TEXT_LIMITS.notes),
});
export type VisitBookingBody = Static<typeof VisitBookingBodySchema>;
/** The confirmation and receipt number of a public receipt, and what was booked. */
export const VisitBookedSchema = Type.Object({
  ...Type.Pick(PublicReceiptSchema, ['message', 'receiptNumber']).properties,
  /** e.g. 'Club tour on Monday 12/05/2025 at 10:30 AM' */
  summary: Type.String(),
});
export type VisitBooked = Static<typeof VisitBookedSchema>;

// ---- Casual (day) visit, waiver, guarantor, refer a friend -------------------------------------
/** What the casual-visit and waiver pages show: the club's fee (cents) and waiver text. */
export const CasualVisitInfoSchema = Type.Object({
  clubName: Type.String(),
  feeCents: Type.Integer(),
  waiverText: Type.String(),
  pciVaultEnabled: Type.Boolean(),
  /** Club-local today, YYYY-MM-DD: the visit date. */
  today: IsoDate,
});
export type CasualVisitInfo = Static<typeof CasualVisitInfoSchema>;
export const CasualVisitBodySchema = Type.Object({
  accountId: AccountId,
  ...VisitorFields,
  dateOfBirth: IsoDate,
  reasonId: Type.Integer({ minimum: 1 }),
  ...SignedFields,
  ...CardInputFields,
});
export type CasualVisitBody = Static<typeof CasualVisitBodySchema>;
export const CasualVisitReceiptSchema = Type.Object({
  ...PublicReceiptSchema.properties,
  clubName: Type.String(),
  name: Type.String(),
  visitDate: DisplayDate,
  reason: Type.String(),
  amountCents: Type.Integer(),
  card: Type.String({ description: "e.g. 'Visa ending 4242'" }),
});
export type CasualVisitReceipt = Static<typeof CasualVisitReceiptSchema>;

export const WaiverBodySchema = Type.Object({
  accountId: AccountId,
  ...PersonNameFields,
  email: Email,
  dateOfBirth: IsoDate,
  memberNumber: OptionalText(TEXT_LIMITS.memberNumber),
  ...SignedFields,
});
export type WaiverBody = Static<typeof WaiverBodySchema>;

export const GuarantorBodySchema = Type.Object({
  accountId: AccountId,
  memberFirstName: Name,
  memberLastName: Name,
  memberDateOfBirth: IsoDate,
  memberNumber: OptionalText(TEXT_LIMITS.memberNumber),
  guarantorName: FullName,
  guarantorEmail: Email,
  guarantorMobile: OptionalText(TEXT_LIMITS.phone),
  /** The guarantor's signature. */
  signature: Signature,
});
export type GuarantorBody = Static<typeof GuarantorBodySchema>;

export const ReferralBodySchema = Type.Object({
  accountId: AccountId,
  referrerName: FullName,
  referrerEmail: Email,
  referrerMemberNumber: OptionalText(TEXT_LIMITS.memberNumber),
  friendFirstName: Name,
  friendLastName: Name,
  friendEmail: OptionalText(TEXT_LIMITS.email),
  friendMobile: OptionalText(TEXT_LIMITS.phone),
  message: OptionalText(TEXT_LIMITS.notes),
});
export type ReferralBody = Static<typeof ReferralBodySchema>;
