// Public (signed-out) contracts: prospects, member request forms, the public timetable and kiosk
// check-in (docs/spec/bookings-commerce.md §7 "Public and prospect calls"); online join and signed
// member links are in public-join.ts, prospect visits in public-visits.ts.
// The spec shows no payload shapes for most of these; field names follow its entities where it
// names them (member existence check, mobile verification, check-in).
import { Type, type Static } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';
import {
  ClassOccurrenceRefFields,
  ClassPictureFields,
  ClassPlacesFields,
  ClubContactFields,
  ClubNameFields,
  IsoDate,
  NamedIdFields,
  Nullable,
  OptionalText,
  ShownPersonNameFields,
} from './fields';
import { ClubFlagsSchema } from './club';
import { AccountId, VisitorFields } from './public-fields';

export const PublicAccountParamsSchema = Type.Object({ accountId: AccountId });
export const PublicAccountQuerySchema = Type.Object({ accountId: AccountId });

/** A neutral confirmation with a dated receipt. */
export const PublicReceiptSchema = Type.Object({
  message: Type.String(),
  receiptNumber: Type.String(),
  /** DD/MM/YYYY h:mm A, club time. */
  receivedAt: Type.String(),
});
export type PublicReceipt = Static<typeof PublicReceiptSchema>;

export const LookupOptionSchema = Type.Object(NamedIdFields);
export type LookupOption = Static<typeof LookupOptionSchema>;
export const LookupOptionListSchema = Type.Array(LookupOptionSchema);

export const PublicClubSchema = Type.Object({
  ...ClubNameFields,
  ...ClubContactFields,
  /** The club's IANA zone: public pages count days on the club's calendar, not the device's. */
  timeZone: Type.String(),
  /** The club's switches the public pages follow. */
  ...Type.Pick(ClubFlagsSchema, ['preActivityQuestionnaire', 'signatureEnabled', 'pciVaultEnabled']).properties,
});
export type PublicClub = Static<typeof PublicClubSchema>;

// ---- Prospect inquiry -----------------------------------------------------------------------
export const ProspectInquiryBodySchema = Type.Object({
  accountId: AccountId,
  ...VisitorFields,
  howDidYouHearId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  message: OptionalText(TEXT_LIMITS.comments),
});
export type ProspectInquiryBody = Static<typeof ProspectInquiryBodySchema>;

// ---- Member suspension / cancellation request forms ----------------------------------------

export const MemberRequestKindParamsSchema = Type.Object({
  kind: Type.Union([Type.Literal('suspension'), Type.Literal('cancellation')]),
});
export const MemberRequestQuerySchema = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 40 })),
  accountId: Type.Optional(Type.String({ maxLength: 40 })),
  memberNumber: OptionalText(TEXT_LIMITS.memberNumber),
});
export const MemberRequestFormSchema = Type.Object({
  ...ClubNameFields,
  reasons: Type.Array(Type.String()),
  /** Club-local today, YYYY-MM-DD: the earliest date the form accepts. */
  today: IsoDate,
  maxSuspensionDays: Type.Integer(),
  /** The signed-in member of this club, when there is one: the request is theirs, sent to their own e-mail. */
  member: Type.Optional(
    Type.Object({ memberNumber: Type.String(), ...ShownPersonNameFields, email: Type.String() }),
  ),
});
export type MemberRequestForm = Static<typeof MemberRequestFormSchema>;
export const MemberRequestBodySchema = Type.Object({
  accountId: AccountId,
  memberNumber: Type.String({ minLength: 1, maxLength: 40 }),
  ...VisitorFields,
  reason: Type.String({ minLength: 1, maxLength: 500 }),
  fromDate: IsoDate,
  /** Suspension: the last day; cancellation: not used. */
  toDate: Type.Optional(IsoDate),
  comments: OptionalText(TEXT_LIMITS.comments),
});
export type MemberRequestBody = Static<typeof MemberRequestBodySchema>;

// ---- Public timetable (groupfitness) --------------------------------------------------------
export const PublicTimetableQuerySchema = Type.Object({ accountId: AccountId, date: IsoDate });
/** A class picture's content-hashed address: the class and the md5 of the stored picture. */
export const ClassImageParamsSchema = Type.Object({ classId: Type.Integer({ minimum: 1 }), hash: Type.String({ pattern: '^[a-f0-9]{32}$' }) });
export const PublicClassSchema = Type.Object({
  ...ClassOccurrenceRefFields,
  instructor: Type.String(),
  /** e.g. '6:00 AM' (club time) */
  classTime: Type.String(),
  classDuration: Type.Integer({ description: 'minutes' }),
  /** ISO instant of the start: the pending selection's classDateTime. */
  classDateTime: Type.String(),
  ...ClassPlacesFields,
  ...ClassPictureFields,
});
export type PublicClass = Static<typeof PublicClassSchema>;
export const PublicClassListSchema = Type.Array(PublicClassSchema);

// ---- Kiosk check-in -------------------------------------------------------------------------
export const BarcodeCheckInBodySchema = Type.Object({
  accountId: AccountId,
  barcode: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.barcode }),
  classScheduleId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type BarcodeCheckInBody = Static<typeof BarcodeCheckInBodySchema>;
export const NameCheckInBodySchema = Type.Object({
  accountId: AccountId,
  memberNumber: Type.String({ minLength: 1, maxLength: 40 }),
  classScheduleId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type NameCheckInBody = Static<typeof NameCheckInBodySchema>;
/** A member as the desk is shown them. */
const DeskMemberFields = {
  memberNumber: Type.String(),
  /** First name and last initial: enough for the desk, not a directory. */
  displayName: Type.String(),
};
export const CheckInResultSchema = Type.Object({
  ...DeskMemberFields,
  message: Type.String(),
  className: Type.String(),
});
export type CheckInResult = Static<typeof CheckInResultSchema>;
export const MemberNameSearchBodySchema = Type.Object({
  accountId: AccountId,
  name: Type.String({ minLength: 3, maxLength: TEXT_LIMITS.memberNameSearch }),
});
export const MemberNameMatchSchema = Type.Object(DeskMemberFields);
export type MemberNameMatch = Static<typeof MemberNameMatchSchema>;
export const MemberNameMatchListSchema = Type.Array(MemberNameMatchSchema);

// ---- Services kiosk -------------------------------------------------------------------------
export const ServiceOptionSchema = Type.Object({
  key: Type.String(),
  title: Type.String(),
  description: Type.String(),
  /** Public route to open, with the account id appended by the kiosk. */
  path: Type.String(),
});
export type ServiceOption = Static<typeof ServiceOptionSchema>;
export const ServiceOptionListSchema = Type.Array(ServiceOptionSchema);

