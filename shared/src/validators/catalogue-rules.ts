// The rules of the club console's forms (what a club sells: membership types, add-ons, promo codes,
// vouchers, categories, products; and its details, staff and members' identity), one message per field. The console's forms show them under their field
// before anything is sent; the API runs the same functions and refuses with the first one, so a
// hand-made request gets the same words.
import type {
  AddonInput,
  CategoryInput,
  ClubDetails,
  MembershipTypeInput,
  ProductInput,
  PromoCodeInput,
  VoucherInput,
} from '../contracts/catalogue-console';
import type { ConsoleMemberIdentity } from '../contracts/club-console';
import { EMAIL, END_BEFORE_START, INVALID_DATE, REQUIRED } from '../messages/validation';
import { validateDateOfBirth } from './dates';
import { EMAIL_PATTERN } from './text';

export type FieldErrorMap<T> = Partial<Record<keyof T & string, string>>;

/** Money a club charges: whole cents, none negative, at most $100,000. */
export const MAX_PRICE_CENTS = 10_000_000;
export const PRICE_MESSAGE = 'Enter an amount from $0.00 to $100,000.00.';
export const PRICE_ABOVE_ZERO_MESSAGE = 'Enter an amount above $0.00.';
export const FREQUENCY_REQUIRED_MESSAGE = 'Choose how often the direct debit is paid.';
export const DURATION_MESSAGE = 'Enter how many days the membership lasts, from 1 to 3650.';
export const MINIMUM_PERIOD_MESSAGE = 'Enter a minimum period from 0 to 120 months.';
export const START_WINDOW_MESSAGE = 'Enter a number of days from 0 to 365.';
export const COUNT_MESSAGE = 'Enter a whole number from 0 to 100,000.';
export const PERCENT_MESSAGE = 'Enter a percentage from 1 to 100.';
export const PROMO_CODE_FORMAT_MESSAGE = 'Use 3 to 40 letters, digits or dashes, no spaces.';
export const DATE_MESSAGE = INVALID_DATE;
export const END_BEFORE_START_MESSAGE = END_BEFORE_START;
export const STOCK_MESSAGE = 'Enter the stock as a whole number from 0 to 100,000.';
export const CATEGORY_REQUIRED_MESSAGE = 'Choose a category.';
export const PICTURE_MESSAGE = 'The picture must be a PNG, JPEG or WebP image of at most 2 MB.';
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * What a new membership type starts with but its name and price: the console's blank form, and
 * what a seeded or test type does not set itself (the policies are the columns' own defaults).
 */
export const MEMBERSHIP_TYPE_DEFAULTS: Omit<MembershipTypeInput, 'description' | 'priceCents'> = {
  shortDescription: '',
  fullDescription: '',
  paymentKind: 'direct-debit',
  paymentFrequency: 'fortnightly',
  joiningFeeCents: 0,
  accessCardFeeCents: 0,
  minimumPeriod: 0,
  durationDays: 365,
  noOfDaysAllowMembershipStartDate: 30,
  noOfDaysAllowPaymentStartDate: 14,
  sessionCount: 0,
  onlineSignupTag: '',
  photo: '',
  isWebPurchasable: true,
  cancelNoticeDays: 30,
  earlyCancelAllowed: false,
  earlyCancelFeeCents: 0,
  addonIds: [],
};

const wholeIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
const price = (cents: number) => (wholeIn(cents, 0, MAX_PRICE_CENTS) ? undefined : PRICE_MESSAGE);
const required = (text: string) => (text.trim() ? undefined : REQUIRED);
const isDate = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

/** Drops the fields without a message. */
function only<T>(errors: Record<string, string | undefined>): FieldErrorMap<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as FieldErrorMap<T>;
}

/**
 * A picture's data URL: an image type, and at most 2 MB once decoded (the API checks the bytes;
 * an SVG is only ever the club's stored picture sent back unchanged, which the API keeps as it is).
 */
export function pictureError(dataUrl: string): string | undefined {
  if (!dataUrl) return undefined;
  const match = /^data:image\/(png|jpeg|webp|svg\+xml)(?:;charset=[\w-]+)?(?:;base64)?,(.*)$/s.exec(dataUrl);
  if (!match?.[2]) return PICTURE_MESSAGE;
  return (match[2].replace(/\s+/g, '').length * 3) / 4 > PICTURE_MAX_BYTES ? PICTURE_MESSAGE : undefined;
}

/** A file chosen in a form, before it is read: its type and size. */
export function pictureFileError(file: { type: string; size: number }): string | undefined {
  return ['image/png', 'image/jpeg', 'image/webp'].includes(file.type) && file.size <= PICTURE_MAX_BYTES ? undefined : PICTURE_MESSAGE;
}

export function membershipTypeErrors(t: MembershipTypeInput): FieldErrorMap<MembershipTypeInput> {
  const dd = t.paymentKind === 'direct-debit';
  return only({
    description: required(t.description),
    paymentFrequency: dd && !t.paymentFrequency ? FREQUENCY_REQUIRED_MESSAGE : undefined,
    priceCents: price(t.priceCents) ?? (t.priceCents === 0 ? PRICE_ABOVE_ZERO_MESSAGE : undefined),
    joiningFeeCents: price(t.joiningFeeCents),
    accessCardFeeCents: price(t.accessCardFeeCents),
    minimumPeriod: wholeIn(t.minimumPeriod, 0, 120) ? undefined : MINIMUM_PERIOD_MESSAGE,
    durationDays: dd || wholeIn(t.durationDays, 1, 3650) ? undefined : DURATION_MESSAGE,
    noOfDaysAllowMembershipStartDate: wholeIn(t.noOfDaysAllowMembershipStartDate, 0, 365) ? undefined : START_WINDOW_MESSAGE,
    noOfDaysAllowPaymentStartDate: wholeIn(t.noOfDaysAllowPaymentStartDate, 0, 365) ? undefined : START_WINDOW_MESSAGE,
    sessionCount: wholeIn(t.sessionCount, 0, 1000) ? undefined : COUNT_MESSAGE,
    cancelNoticeDays: wholeIn(t.cancelNoticeDays, 0, 365) ? undefined : START_WINDOW_MESSAGE,
    earlyCancelFeeCents: price(t.earlyCancelFeeCents),
    photo: pictureError(t.photo),
  });
}

export function addonErrors(a: AddonInput): FieldErrorMap<AddonInput> {
  return only({
    description: required(a.description),
    totalCostCents: price(a.totalCostCents),
    visits: wholeIn(a.visits, 0, 100_000) ? undefined : COUNT_MESSAGE,
    validDays: wholeIn(a.validDays, 0, 3650) ? undefined : DURATION_MESSAGE,
  });
}

function discountErrors(d: { code: string; kind: 'percent' | 'fixed'; value: number }) {
  return {
    code: !d.code.trim() ? REQUIRED : /^[A-Za-z0-9-]{3,40}$/.test(d.code.trim()) ? undefined : PROMO_CODE_FORMAT_MESSAGE,
    value:
      d.kind === 'percent'
        ? wholeIn(d.value, 1, 100) ? undefined : PERCENT_MESSAGE
        : price(d.value) ?? (d.value === 0 ? PRICE_ABOVE_ZERO_MESSAGE : undefined),
  };
}

export function promoCodeErrors(p: PromoCodeInput): FieldErrorMap<PromoCodeInput> {
  const fromOk = !p.validFrom || isDate(p.validFrom);
  const toOk = !p.validTo || isDate(p.validTo);
  return only({
    ...discountErrors(p),
    validFrom: fromOk ? undefined : DATE_MESSAGE,
    validTo: !toOk ? DATE_MESSAGE : fromOk && p.validFrom && p.validTo && p.validTo < p.validFrom ? END_BEFORE_START_MESSAGE : undefined,
    maxUses: wholeIn(p.maxUses, 0, 100_000) ? undefined : COUNT_MESSAGE,
  });
}

export function voucherErrors(v: VoucherInput): FieldErrorMap<VoucherInput> {
  return only({
    ...discountErrors(v),
    minSpendCents: price(v.minSpendCents),
    validTo: !v.validTo || isDate(v.validTo) ? undefined : DATE_MESSAGE,
  });
}

export function categoryErrors(c: CategoryInput): FieldErrorMap<CategoryInput> {
  return only({ name: required(c.name), sortOrder: wholeIn(c.sortOrder, 0, 1000) ? undefined : COUNT_MESSAGE });
}

export function productErrors(p: ProductInput): FieldErrorMap<ProductInput> {
  return only({
    categoryId: p.categoryId > 0 ? undefined : CATEGORY_REQUIRED_MESSAGE,
    name: required(p.name),
    priceCents: price(p.priceCents),
    stock: wholeIn(p.stock, 0, 100_000) ? undefined : STOCK_MESSAGE,
    image: pictureError(p.image),
  });
}

/** The first message, for an API answer: the field and its message. */
export function firstFieldError<T>(errors: FieldErrorMap<T>): { field: string; message: string } | undefined {
  const [entry] = Object.entries(errors) as Array<[string, string]>;
  return entry ? { field: entry[0], message: entry[1] } : undefined;
}

/** A member's name, e-mail and date of birth as the club corrects them (the e-mail may be empty). */
export function memberIdentityErrors(m: ConsoleMemberIdentity, now: Date = new Date()): Partial<Record<keyof ConsoleMemberIdentity, string>> {
  return only({
    firstName: required(m.firstName),
    lastName: required(m.lastName),
    email: m.email.trim() && !EMAIL_PATTERN.test(m.email.trim()) ? EMAIL : undefined,
    dateOfBirth: m.dateOfBirth.trim() ? (validateDateOfBirth(m.dateOfBirth, now) ?? undefined) : undefined,
  });
}

/** Inviting a staff member: an address to send the link to, and a name to greet. */
export function staffInviteErrors(s: { email: string; name: string }): Partial<Record<'email' | 'name', string>> {
  return only({
    email: !s.email.trim() ? REQUIRED : EMAIL_PATTERN.test(s.email.trim()) ? undefined : EMAIL,
    name: required(s.name),
  });
}

export const TIME_MESSAGE = 'Enter a time as HH:MM, e.g. 06:00.';
export const CLOSES_BEFORE_OPENS_MESSAGE = 'The closing time must be after the opening time.';
export const WEB_ADDRESS_MESSAGE = 'Enter a web address starting with https://.';
export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list.';
export const TIME_ZONE_LOCKED_MESSAGE =
  'The time zone can no longer be changed: the club has sessions or bookings, and their times were set in this zone.';
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An IANA time zone (Australia/Perth) this runtime's Intl knows; not a bare offset (+10:00), which has no daylight saving rules. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][\w+/-]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Opening hours, links and zone; each day's message is on `openingHours.<index>.opens` or `.closes`. */
export function clubDetailsErrors(d: ClubDetails): Partial<Record<string, string>> {
  const errors: Record<string, string | undefined> = {
    timeZone: isTimeZone(d.timeZone.trim()) ? undefined : TIME_ZONE_MESSAGE,
    facebookUrl: d.facebookUrl && !/^https:\/\/\S+$/.test(d.facebookUrl.trim()) ? WEB_ADDRESS_MESSAGE : undefined,
    socialLink: d.socialLink && !/^https:\/\/\S+$/.test(d.socialLink.trim()) ? WEB_ADDRESS_MESSAGE : undefined,
  };
  d.openingHours.forEach((h, i) => {
    if (!h.opens && !h.closes) return;
    if (!TIME.test(h.opens)) errors[`openingHours.${i}.opens`] = TIME_MESSAGE;
    else if (!TIME.test(h.closes)) errors[`openingHours.${i}.closes`] = TIME_MESSAGE;
    else if (h.closes <= h.opens) errors[`openingHours.${i}.closes`] = CLOSES_BEFORE_OPENS_MESSAGE;
  });
  return only(errors);
}
