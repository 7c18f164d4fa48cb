// Length bounds of free-text fields, one table for the inputs' maxLength and the API's TypeBox
// maxLength, so the UI never lets through what the API then refuses, and the API never stores an
// essay in a name. Every text control of every app takes its maxLength from here and its route's
// schema the same constant; `inputs-bounded.test.ts` (UI) and `api/test/string-bounds.test.ts`
// (OpenAPI) fail on a field added without one. How the numbers were chosen: docs/decisions.md,
// "Text limits".
export const TEXT_LIMITS = {
  // ---- People and contact ----------------------------------------------------------------
  /** A first, last, family, guarantor or emergency-contact name (one field). */
  personName: 100,
  /** "Your name", "Full name": first and last in one field. */
  fullName: 200,
  /** RFC 5321's longest forward path. */
  email: 254,
  /** Fits '+61 412 345 678' and landlines with an extension. */
  phone: 20,
  address: 200,
  street: 200,
  suburb: 100,
  state: 10,
  postCode: 10,
  occupation: 100,
  employer: 100,
  /** Typed by a person (waiver, guarantor, referral); path parameters keep their own bounds. */
  memberNumber: 40,

  // ---- Sign-in ---------------------------------------------------------------------------
  /** Sign-in, register, reset, change password, deregister: long passphrases fit, megabyte bodies do not. */
  password: 128,
  /** The SMS code of join online. */
  mfaCode: 10,
  /** A kiosk pairing code ('ABCD-EFGH', typed on the kiosk). */
  pairingCode: 20,
  /** The kiosk's name ('Front desk'). */
  deviceName: 60,

  // ---- Payments --------------------------------------------------------------------------
  cardName: 100,
  /** 19 digits and the spaces between groups. */
  cardNumber: 25,
  /** Bank account names: the swim student form allows 16 (docs/spec/bookings-commerce.md §5), others 32. */
  accountName: 32,
  studentAccountName: 16,
  promoCode: 40,
  /** Why the club refunds a payment (the finance export prints it). */
  refundReason: 200,

  // ---- Free text ---------------------------------------------------------------------------
  /** Short notes: a child's notes, a visit's "anything we should know", a referral's message. */
  notes: 1000,
  /** Longer messages to the club: an inquiry, a suspension or cancellation request's comments. */
  comments: 2000,
  /** A club's terms, waiver or contract, one version's text. */
  documentBody: 100_000,
  /** The comment a PT booking carries. */
  bookingComments: 500,
  postTitle: 200,
  /** The rich-text editor's HTML (images are uploaded, not inlined). */
  postContent: 200_000,

  // ---- Searches ----------------------------------------------------------------------------
  /** The address search of the profile (geocoder). */
  addressSearch: 100,
  productSearch: 100,
  /** A scanned or typed barcode, or a member number at the desk. */
  barcode: 64,
  /** Check-in by name (kiosk and desk): at least 3 letters. */
  memberNameSearch: 60,
  /** The club console's member search: a name, an e-mail or a member number. */
  memberSearch: 60,

  /** The club's name (club console branding). */
  clubName: 100,

  // ---- The club's timetable ------------------------------------------------------------------
  /** A class's name ('Spin Express'), an instructor's, a room's. */
  className: 100,
  instructor: 100,
  location: 100,
  /** What a member should bring or know ('Bring a towel and water bottle.'). */
  specialInstructions: 500,
  /** Why the club is closed that day ('Christmas Day'). */
  closureReason: 100,

  // ---- Personal training -----------------------------------------------------------------------
  trainerName: 100,
  trainerBio: 2000,
  /** Why a trainer is away ('Annual leave'). */
  trainerAbsence: 100,
  sessionTypeName: 100,
  // ---- What a club sells (club console) ----------------------------------------------------
  /** A membership type's, add-on's, category's or product's name. */
  catalogueName: 100,
  /** A membership type's one-line summary. */
  catalogueSummary: 200,
  /** What a membership type includes; a product's description. */
  catalogueDescription: 2000,
  /** A join-page badge ('Most popular') or a minimum period's label ('12 Months'). */
  catalogueTag: 40,
  /** A staff member's e-mail is TEXT_LIMITS.email; their name here. */
  staffName: 100,
  /** A club's Facebook page or other social link. */
  webAddress: 300,
} as const;

export type TextLimitName = keyof typeof TEXT_LIMITS;

/**
 * Join online (mf-public/src/features/join, on @mantine/form): each
 * field's bound, read by the join pages' inputs and by the join routes' schemas. The card is taken
 * by the card frame (CardFields), which reads TEXT_LIMITS itself.
 */
export const JOIN_TEXT_LIMITS = {
  firstName: TEXT_LIMITS.personName,
  lastName: TEXT_LIMITS.personName,
  email: TEXT_LIMITS.email,
  mobileNumber: TEXT_LIMITS.phone,
  street: TEXT_LIMITS.street,
  suburb: TEXT_LIMITS.suburb,
  state: TEXT_LIMITS.state,
  postCode: TEXT_LIMITS.postCode,
  password: TEXT_LIMITS.password,
  mfaCode: TEXT_LIMITS.mfaCode,
  guarantorName: TEXT_LIMITS.fullName,
  accountName: TEXT_LIMITS.accountName,
  promoCode: TEXT_LIMITS.promoCode,
} as const;

/**
 * Change and renew membership (mf-membership change-membership*, on @mantine/form): each field's bound, read by the wizard's inputs and by POST /membership/renew-contract.
 */
export const CHANGE_MEMBERSHIP_TEXT_LIMITS = {
  accountName: TEXT_LIMITS.accountName,
  promoCode: TEXT_LIMITS.promoCode,
  ccNameOnCard: TEXT_LIMITS.cardName,
  ccNumber: TEXT_LIMITS.cardNumber,
} as const;

/** The club console's branding details (mf-club /club/branding and PUT /club-console/branding). */
/** The club console's timetable: a class series and a closure. */
export const TIMETABLE_TEXT_LIMITS = {
  name: TEXT_LIMITS.className,
  classType: TEXT_LIMITS.className,
  instructor: TEXT_LIMITS.instructor,
  location: TEXT_LIMITS.location,
  specialInstructions: TEXT_LIMITS.specialInstructions,
  reason: TEXT_LIMITS.closureReason,
} as const;

/** The club console's creche series and swim school (levels, terms, classes, holidays). */
export const SCHOOL_TEXT_LIMITS = {
  name: TEXT_LIMITS.className,
  instructor: TEXT_LIMITS.instructor,
  room: TEXT_LIMITS.location,
  description: TEXT_LIMITS.specialInstructions,
  holiday: TEXT_LIMITS.closureReason,
} as const;

/** The club console's trainers: a trainer, an absence and a PT session type. */
export const TRAINER_TEXT_LIMITS = {
  name: TEXT_LIMITS.trainerName,
  bio: TEXT_LIMITS.trainerBio,
  reason: TEXT_LIMITS.trainerAbsence,
  sessionType: TEXT_LIMITS.sessionTypeName,
} as const;

export const BRANDING_TEXT_LIMITS = {
  clubName: TEXT_LIMITS.clubName,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  street: TEXT_LIMITS.street,
  suburb: TEXT_LIMITS.suburb,
  state: TEXT_LIMITS.state,
  postCode: TEXT_LIMITS.postCode,
} as const;
