// Field groups and field types that mean the same thing in several contracts, declared once. The
// contracts spread a group (`...CardEntryFields`) or reference a field type; the JSON schema each
// contract gives is the same as when the fields were written out. Not re-exported by ./index:
// the contracts' own exported names are the API.
import { Type, type TInteger, type TObject, type TProperties, type TSchema, type TString } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';

/** The schema or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A whole number a 32-bit database column holds: the schema bounds its size, the rules its meaning. */
export const Int32 = Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 });

/** An amount of money in integer cents. */
export const Cents = Type.Integer({ description: 'integer cents' });

/** An instant on the wire: ISO 8601 date and time. */
export const DateTime = Type.String({ format: 'date-time' });

/** An instant as text, ISO 8601 (the schema does not check its format). */
export const InstantText = Type.String({ description: 'ISO instant' });

/** A calendar date on the wire, YYYY-MM-DD. */
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

/** A range of calendar days, both ends included. */
export const DateRangeFields = { from: IsoDate, to: IsoDate };

/** A date as the pages show it, DD/MM/YYYY (the spec's display format). */
export const DisplayDate = Type.String({ description: 'DD/MM/YYYY' });

/** A display date, or '' when there is none. */
export const DisplayDateOrEmpty = Type.String({ description: 'DD/MM/YYYY or empty' });

/** Fields that are each plain text, named once (an answer's strings the pages show as they are). */
const texts = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, Type.String()])) as Record<K, TString>;

/** Fields that are each a whole number, named once (counts, cents). */
const counts = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, Type.Integer()])) as Record<K, TInteger>;

/** A free text of at most `max` characters. */
export const BoundedText = (max: number) => Type.String({ maxLength: max });

/** A calendar day a console form sends, YYYY-MM-DD: bounded here, checked by the shared rules (they name the field). */
export const FormDay = Type.String({ maxLength: 10, examples: ['2026-12-07'] });

/** A weekly series' first day and its last (null: it runs on), as the console forms send them. */
export const SeriesDatesFields = { startsOn: FormDay, endsOn: Nullable(FormDay) };

/** A calendar day as text, YYYY-MM-DD, bounded (the service checks the calendar). */
export const DayText = Type.String({ maxLength: 10, description: 'YYYY-MM-DD' });

/** An optional free text of at most `max` characters. */
export const OptionalText = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/**
 * A form's free-text fields, named once with their bounds: `shownTexts` gives them as the page reads
 * them (plain strings), `editedTexts` as the form sends them back (each optional, within its bound).
 */
export const shownTexts = <K extends string>(limits: Record<K, number>) =>
  Object.fromEntries(Object.keys(limits).map((key) => [key, Type.String()])) as Record<K, TString>;
export const editedTexts = <K extends string>(limits: Record<K, number>) =>
  Object.fromEntries(Object.entries<number>(limits).map(([key, max]) => [key, OptionalText(max)])) as Record<K, ReturnType<typeof OptionalText>>;

/** How many days ahead a membership type lets the membership and its payments start. */
export const StartWindowFields = counts('noOfDaysAllowMembershipStartDate', 'noOfDaysAllowPaymentStartDate');

/** 17 credit card, 19 direct debit. */
export const PaymentTypeSchema = Type.Union([Type.Literal(17), Type.Literal(19)]);

/** What an order or cart costs in all, in cents, and the GST share of it (10 %; prices already include GST). */
export const TotalWithGstFields = counts('gstCents', 'totalCents');

/** The start of a membership and of its payments, YYYY-MM-DD. */
export const StartDateFields = {
  membershipStartDate: IsoDate,
  paymentStartDate: IsoDate,
};

/** A postal address as the club and the member's profile hold it. */
export const PostalAddressFields = texts('street', 'suburb', 'state', 'postCode');

/** A postal address as a form sends it: each line optional, within the bounds of the form's limits table. */
export const postalAddressInput = (limits: Record<keyof typeof PostalAddressFields, number>) =>
  editedTexts({ street: limits.street, suburb: limits.suburb, state: limits.state, postCode: limits.postCode });

/** Where an address is on the map, null when it was never geocoded. */
export const GeoPointFields = {
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
};

/** The vault's answer for a card captured in its frame (the card itself never reaches the API). */
export const VaultTokenFields = {
  token: OptionalText(200),
  tokenReference: OptionalText(200),
};

/** A card typed into the page: tokenised by the server at once, never stored. */
export const CardEntryFields = {
  ccNumber: OptionalText(TEXT_LIMITS.cardNumber),
  ccNameOnCard: OptionalText(TEXT_LIMITS.cardName),
  ccExpiryMonth: OptionalText(2),
  ccExpiryYear: OptionalText(4),
  cccVv: OptionalText(4),
};

/** A card to pay with: typed into the page, or the vault frame's token. */
export const CardInputFields = { ...CardEntryFields, ...VaultTokenFields };

/** An option named by its description: a membership type or add-on, a class type, a swim payment type. */
export const DescribedIdFields = {
  id: Type.Integer(),
  description: Type.String(),
};

/** A bank account for direct debit, with the bounds of the form that takes it. */
export const bankAccountFields = (limits: { accountNumber: number; accountName: number }) => ({
  bsbNumber1: OptionalText(3),
  bsbNumber2: OptionalText(3),
  accountNumber: OptionalText(limits.accountNumber),
  accountName: OptionalText(limits.accountName),
});

/** Which club an answer is about: its account id (the key of its public pages) and its name. */
export const ClubNameFields = texts('accountId', 'clubName');

/** How members reach the club. */
export const ClubContactFields = texts('email', 'phone');

/** A class occurrence's places: how many are booked and how many are left. */
export const PlacesFields = counts('totalBooked', 'spotsLeft');

/** Which class occurrence a class list row is: its schedule id and the class's name. */
export const ClassOccurrenceRefFields = {
  classScheduleId: Type.Integer(),
  className: Type.String(),
};

/** A class occurrence's places as the class lists show them: the class's capacity, booked and left. */
export const ClassPlacesFields = { classCapacity: Type.Integer(), ...PlacesFields };

/** What a class list row shows of the class besides its times: its picture and the special instructions. */
export const ClassPictureFields = texts('imageUrl', 'classSpecialInstructions');

/** A member number (or guardian family id) in a route's path; the older routes allow 30 characters, the newer 40. */
export const memberNumberParams = (maxLength: 30 | 40) => Type.Object({ memberNumber: Type.String({ minLength: 1, maxLength }) });

/** A positive id in a route's path. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** A club's id in a route's path. */
export const ClubIdParams = Type.Object({ clubId: Type.Integer({ minimum: 1 }) });

/** A record's id as a request names it: positive, bounded to the database's 32-bit integers. */
export const RecordId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** A record's id in a route's path. */
export const RecordIdParamsSchema = Type.Object({ id: RecordId });

/** Something a page offers to choose from: its id and the name shown. */
export const NamedIdFields = {
  id: Type.Integer(),
  name: Type.String(),
};

/** A person's names as an answer carries them (the forms take them bounded: public-fields' PersonNameFields). */
export const ShownPersonNameFields = texts('firstName', 'lastName');

/** Which member a console row is about: the member number and the full name. */
export const MemberRefFields = texts('memberNumber', 'memberName');

/** A swim student of a guardian's household as the member pages name them: the student number and the name. */
export const ListedStudentFields = texts('studentNumber', 'name');

/** A member as a list names them: the member number and the name shown. */
export const ListedMemberFields = texts('memberNumber', 'name');

/** A member as the console and the payer's household page list them: with the e-mail, and whether they can sign in. */
export const MemberLoginFields = { ...ListedMemberFields, email: Type.String(), hasLogin: Type.Boolean() };

/** When a class occurrence is: its club-local start and end 'HH:mm', and the instant it starts. */
export const ClassTimesFields = {
  startTime: Type.String(),
  endTime: Type.String(),
  startsAt: DateTime,
};

/** A weekly series as stored: its rule as RFC 5545 text (what the calendar feeds speak) and whether it is retired. */
export const SeriesRuleFields = {
  rrule: Type.String(),
  retired: Type.Boolean(),
};

/** A session a series generated: its club-local day and start 'HH:mm', its places, how many are booked, and whether it is called off. */
export const SeriesSessionFields = {
  date: Type.String(),
  startTime: Type.String(),
  capacity: Type.Integer(),
  booked: Type.Integer(),
  cancelled: Type.Boolean(),
};

/** What a change of the timetable reached: members told and sessions taken off. */
export const ChangeReachFields = counts('notified', 'removed');

/** A charge that went through: the payment's id and the confirmation the page shows. */
export const PaymentDoneFields = {
  paymentId: Type.Integer(),
  message: Type.String(),
};

/**
 * Something the club's ADMIN sets up, as the console lists it: its id, the fields of the form that
 * saves it (`input`), and what the server adds (`extra`: counts, whether it is still offered).
 */
export const consoleRecord = <Input extends TProperties, Extra extends TProperties>(input: TObject<Input>, extra: Extra) =>
  Type.Object({ id: Type.Integer(), ...input.properties, ...extra });
