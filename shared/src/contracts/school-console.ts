// The club console's creche and swim school (mf-club, ADMIN): weekly creche series with an age
// range, swim levels, terms with their make-up rules, weekly swim classes per term, and public
// holidays. Numbers are loose in the schemas on purpose: the shared rules (validators/
// school-rules.ts) check them and the API answers with a message on the field.
import { Type, type Static } from 'typebox';
import { SCHOOL_TEXT_LIMITS } from '../validators/text-limits';
import { BoundedText, ChangeReachFields, consoleRecord, FormDay, Int32, SeriesDatesFields, SeriesRuleFields, SeriesSessionFields } from './fields';


// ---- creche -------------------------------------------------------------------------------------

export const CrecheSeriesInputSchema = Type.Object({
  name: BoundedText(SCHOOL_TEXT_LIMITS.name),
  weekdays: Type.Array(Type.String({ maxLength: 2 }), { maxItems: 7 }),
  startTime: Type.String({ maxLength: 5, examples: ['08:30'] }),
  durationMin: Int32,
  capacity: Int32,
  minAgeMonths: Int32,
  maxAgeMonths: Int32,
  room: BoundedText(SCHOOL_TEXT_LIMITS.room),
  ...SeriesDatesFields,
});
export type CrecheSeriesInput = Static<typeof CrecheSeriesInputSchema>;

export const CrecheSeriesSchema = consoleRecord(CrecheSeriesInputSchema, {
  ...SeriesRuleFields,
  /** Live bookings on its sessions from today on. */
  booked: Type.Integer(),
});
export type CrecheSeries = Static<typeof CrecheSeriesSchema>;
export const CrecheSeriesListSchema = Type.Array(CrecheSeriesSchema);

export const CrecheSeriesSessionSchema = Type.Object({
  sessionId: Type.Integer(),
  ...SeriesSessionFields,
});
export type CrecheSeriesSession = Static<typeof CrecheSeriesSessionSchema>;
export const CrecheSeriesSessionListSchema = Type.Array(CrecheSeriesSessionSchema);

/** What a change reached: sessions taken off and members told. */
export const SchoolChangeResultSchema = Type.Object({ ...ChangeReachFields, message: Type.String() });
export type SchoolChangeResult = Static<typeof SchoolChangeResultSchema>;

// ---- swim school --------------------------------------------------------------------------------

export const SwimLevelInputSchema = Type.Object({
  name: BoundedText(SCHOOL_TEXT_LIMITS.name),
  description: BoundedText(SCHOOL_TEXT_LIMITS.description),
  sortOrder: Int32,
});
export type SwimLevelInput = Static<typeof SwimLevelInputSchema>;
export const SwimLevelSchema = consoleRecord(SwimLevelInputSchema, { students: Type.Integer(), classes: Type.Integer() });
export type SwimLevel = Static<typeof SwimLevelSchema>;

export const SwimTermInputSchema = Type.Object({
  name: BoundedText(SCHOOL_TEXT_LIMITS.name),
  startsOn: FormDay,
  endsOn: FormDay,
  /** How many make-up credits a student can earn in the term. */
  makeupCreditsPerTerm: Int32,
  /** How many days a make-up credit lasts after the missed class. */
  makeupExpiryDays: Int32,
});
export type SwimTermInput = Static<typeof SwimTermInputSchema>;
export const SwimTermSchema = consoleRecord(SwimTermInputSchema, { classes: Type.Integer() });
export type SwimTerm = Static<typeof SwimTermSchema>;

export const SwimClassInputSchema = Type.Object({
  name: BoundedText(SCHOOL_TEXT_LIMITS.name),
  termId: Int32,
  levelId: Int32,
  /** One RFC 5545 BYDAY code: a swim class is on one day of the week. */
  weekday: Type.String({ maxLength: 2 }),
  startTime: Type.String({ maxLength: 5, examples: ['16:00'] }),
  durationMin: Int32,
  instructor: BoundedText(SCHOOL_TEXT_LIMITS.instructor),
  capacity: Int32,
});
export type SwimClassInput = Static<typeof SwimClassInputSchema>;
export const SwimClassSchema = consoleRecord(SwimClassInputSchema, { ...SeriesRuleFields, booked: Type.Integer() });
export type SwimClass = Static<typeof SwimClassSchema>;

export const SwimHolidayInputSchema = Type.Object({ date: FormDay, name: BoundedText(SCHOOL_TEXT_LIMITS.holiday) });
export type SwimHolidayInput = Static<typeof SwimHolidayInputSchema>;
export const SwimHolidaySchema = consoleRecord(SwimHolidayInputSchema, {});
export type SwimHoliday = Static<typeof SwimHolidaySchema>;

export const SwimSchoolSchema = Type.Object({
  levels: Type.Array(SwimLevelSchema),
  terms: Type.Array(SwimTermSchema),
  classes: Type.Array(SwimClassSchema),
  holidays: Type.Array(SwimHolidaySchema),
});
export type SwimSchool = Static<typeof SwimSchoolSchema>;
