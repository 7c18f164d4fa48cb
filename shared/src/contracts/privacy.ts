// A member's privacy self-service: download their data, delete their account (confirmed by
// e-mail, a grace period, then erased or anonymised; financial records stay, anonymised).
import { Type, type Static } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';

/** Everything the club holds about the member, one document (the JSON file they download). */
export const MyDataSchema = Type.Object({
  exportedAt: Type.String(),
  profile: Type.Record(Type.String(), Type.Unknown()),
  children: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  memberships: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  bookings: Type.Object({
    classes: Type.Array(Type.Record(Type.String(), Type.Unknown())),
    personalTraining: Type.Array(Type.Record(Type.String(), Type.Unknown())),
    creche: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  }),
  payments: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  orders: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  signedDocuments: Type.Array(Type.Record(Type.String(), Type.Unknown())),
});
export type MyData = Static<typeof MyDataSchema>;

export const DeleteAccountBodySchema = Type.Object({ password: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.password }) });
export const ConfirmDeletionBodySchema = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });

export const AccountDeletionSchema = Type.Object({
  state: Type.Union([Type.Literal('none'), Type.Literal('awaiting-confirmation'), Type.Literal('scheduled')]),
  /** When a confirmed deletion runs. */
  eraseAt: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
});
export type AccountDeletion = Static<typeof AccountDeletionSchema>;

export const DELETION_GRACE_DAYS = 14;
export const DELETION_LINK_HOURS = 24;
export const DELETION_REQUESTED_MESSAGE = `We have e-mailed you a link to confirm. Open it within ${DELETION_LINK_HOURS} hours.`;
export const DELETION_SCHEDULED_MESSAGE = `Your account will be deleted in ${DELETION_GRACE_DAYS} days. Until then you can sign in and cancel.`;
export const DELETION_CANCELLED_MESSAGE = 'Your account will not be deleted.';
export const DELETION_LINK_INVALID_MESSAGE = 'This link is not valid any more. Ask for a new one from your privacy page.';
/** What the privacy page says stays: the law makes the club keep financial records. */
export const DELETION_WHAT_STAYS =
  'Your profile, children, contact details, signatures and login are erased. Payments, memberships and orders stay in the club’s books, because the law requires it, but without your name or contact details.';
