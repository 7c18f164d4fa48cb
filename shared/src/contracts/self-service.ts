// A member runs their own membership: cancel online (quote, confirm, withdraw, the club's answer to
// a request) and freeze by the club's freeze types. Dates are ISO YYYY-MM-DD; money integer cents.
import { Type, type Static } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';
import { Cents, consoleRecord, DayText, InstantText, Int32, MemberRefFields, RecordId } from './fields';

export const DebitSchema = Type.Object({ date: DayText, amountCents: Cents });
export type Debit = Static<typeof DebitSchema>;

/** When a cancellation ends the membership (its last day), the debits still taken until then, and its fee. */
const CancellationTermsFields = {
  effectiveDate: DayText,
  remainingDebits: Type.Array(DebitSchema),
  remainingDebitsCents: Cents,
  feeCents: Cents,
  /** The day the fee is debited: the day after the last day, once the cancellation can no longer be withdrawn ('' when no fee). */
  feeDueDate: DayText,
};

/** What cancelling today means, computed by the server's one quote. */
export const CancellationQuoteSchema = Type.Object({
  membershipName: Type.String(),
  noticeDays: Type.Integer(),
  /** Months of the membership type's minimum term; 0 none. */
  minimumPeriodMonths: Type.Integer(),
  /** The day the minimum term is over ('' when none). */
  minimumTermEnds: Type.String(),
  /** The terms if cancelled now. */
  ...CancellationTermsFields,
  /** 'online': confirming cancels; 'request': confirming asks the club. */
  mode: Type.Union([Type.Literal('online'), Type.Literal('request')]),
  /** Why it cannot be cancelled now ('' when it can). */
  refusal: Type.String(),
});
export type CancellationQuote = Static<typeof CancellationQuoteSchema>;

export const CancellationStatusSchema = Type.Union([Type.Literal('requested'), Type.Literal('confirmed'), Type.Literal('declined'), Type.Literal('withdrawn')]);
export type CancellationStatus = Static<typeof CancellationStatusSchema>;

export const CancellationSchema = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  status: CancellationStatusSchema,
  requestedOn: DayText,
  ...CancellationTermsFields,
  reason: Type.String(),
  clubNote: Type.String(),
  /** It can still be withdrawn (open and before its effective date). */
  canWithdraw: Type.Boolean(),
});
export type Cancellation = Static<typeof CancellationSchema>;

/** The /membership page's cancellation panel: the open (or last answered) cancellation, else the quote. */
export const CancellationPanelSchema = Type.Object({
  current: Type.Union([CancellationSchema, Type.Null()]),
  quote: Type.Union([CancellationQuoteSchema, Type.Null()]),
});
export type CancellationPanel = Static<typeof CancellationPanelSchema>;

/** The member confirms the quote; the server recomputes every date and amount. */
export const CancelMembershipRequestSchema = Type.Object({
  userId: RecordId,
  reason: Type.String({ maxLength: TEXT_LIMITS.comments }),
});
export type CancelMembershipRequest = Static<typeof CancelMembershipRequestSchema>;

export const ConsoleCancellationSchema = Type.Object({
  ...CancellationSchema.properties,
  ...MemberRefFields,
  membershipName: Type.String(),
});
export type ConsoleCancellation = Static<typeof ConsoleCancellationSchema>;
export const ConsoleCancellationListSchema = Type.Array(ConsoleCancellationSchema);

export const CancellationDecisionSchema = Type.Object({
  decision: Type.Union([Type.Literal('approve'), Type.Literal('decline')]),
  note: Type.String({ maxLength: TEXT_LIMITS.notes }),
});
export type CancellationDecision = Static<typeof CancellationDecisionSchema>;

// ---- Freeze by rules ----------------------------------------------------------------------

export const FreezeFeeKindSchema = Type.Union([Type.Literal('per-week'), Type.Literal('flat')]);
const Count = Int32;

/** What the club sets for a kind of freeze (the console); checked by validators/freeze-rules.ts. */
export const FreezeTypeInputSchema = Type.Object({
  name: Type.String({ maxLength: TEXT_LIMITS.catalogueName }),
  minDays: Count,
  maxDays: Count,
  feeKind: FreezeFeeKindSchema,
  /** Per started week, or once for the freeze. */
  feeCents: Count,
  /** Freezes a member may start in one calendar year. */
  maxPerYear: Count,
  /** Days between asking and the first frozen day. */
  noticeDays: Count,
});
export type FreezeTypeInput = Static<typeof FreezeTypeInputSchema>;
export const FreezeTypeSchema = consoleRecord(FreezeTypeInputSchema, { active: Type.Boolean() });
export type FreezeType = Static<typeof FreezeTypeSchema>;
export const FreezeTypeListSchema = Type.Array(FreezeTypeSchema);

/** What a freeze does, before the member confirms it. */
export const FreezeQuoteSchema = Type.Object({
  days: Type.Integer(),
  feeCents: Cents,
  /** The next debits as they stand, and as they will be after the freeze. */
  debitsNow: Type.Array(DebitSchema),
  debitsAfter: Type.Array(DebitSchema),
});
export type FreezeQuote = Static<typeof FreezeQuoteSchema>;

// ---- Signed documents as versions -----------------------------------------------------------

export const DocumentKindSchema = Type.Union([Type.Literal('terms'), Type.Literal('waiver'), Type.Literal('contract')]);
export type DocumentKind = Static<typeof DocumentKindSchema>;

/** A new version of a kind of document, published by the club's ADMIN. */
export const DocumentVersionInputSchema = Type.Object({
  kind: DocumentKindSchema,
  title: Type.String({ maxLength: TEXT_LIMITS.catalogueName }),
  body: Type.String({ maxLength: TEXT_LIMITS.documentBody }),
  /** Members who signed an earlier version sign this one at their next sign-in. */
  resignRequired: Type.Boolean(),
});
export type DocumentVersionInput = Static<typeof DocumentVersionInputSchema>;

export const DocumentVersionSchema = consoleRecord(DocumentVersionInputSchema, {
  version: Type.Integer(),
  publishedAt: InstantText,
  /** The kind's highest version: the one members sign. */
  inForce: Type.Boolean(),
  signedCount: Type.Integer(),
});
export type DocumentVersion = Static<typeof DocumentVersionSchema>;
export const DocumentVersionListSchema = Type.Array(DocumentVersionSchema);

/** A version to sign at sign-in: the signer's own, or one they sign on behalf of a minor of their household. */
export const PendingDocumentSchema = Type.Object({
  ...DocumentVersionSchema.properties,
  /** The member or student number it is signed for; '' for the signer's own. */
  forNumber: Type.String(),
  /** Whom it is signed for ("on behalf of <name>"); '' for the signer's own. */
  forName: Type.String(),
});
export type PendingDocument = Static<typeof PendingDocumentSchema>;
export const PendingDocumentListSchema = Type.Array(PendingDocumentSchema);

/** Who signed a version: the member (or swim student) it binds, and who signed for them when it was not themselves. */
export const DocumentSignatureSchema = Type.Object({
  ...MemberRefFields,
  signedAt: InstantText,
  /** The payer or guardian who signed on their behalf; '' when they signed themselves. */
  signedBy: Type.String(),
});
export type DocumentSignature = Static<typeof DocumentSignatureSchema>;
export const DocumentSignatureListSchema = Type.Array(DocumentSignatureSchema);

export const SignDocumentRequestSchema = Type.Object({
  userId: RecordId,
  /** A data URL of the signature pad, or '' for "I agree". */
  signature: Type.String({ maxLength: 700_000 }),
  /** A minor of the signer's household (member or student number) the signer signs for; absent for their own. */
  forNumber: Type.Optional(Type.String({ maxLength: 40 })),
});
export type SignDocumentRequest = Static<typeof SignDocumentRequestSchema>;
