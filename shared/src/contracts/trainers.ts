// Personal trainers in the club console (mf-club, ADMIN): trainers with photo and bio, their
// weekly hours and exceptions (days or hours away), and PT session types (durations, price,
// whether a PT subscription is needed). The service answers bad input on its field.
import { Type, type Static } from 'typebox';
import { ISO_DATE_FORMAT, REQUIRED } from '../messages/validation';
import { TRAINER_TEXT_LIMITS } from '../validators/text-limits';
import { consoleRecord, Int32, NamedIdFields, Nullable } from './fields';

/** A trainer photo: PNG or JPEG, at most this many bytes. */
export const TRAINER_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const TRAINER_BODY_LIMIT = 16 * 1024 * 1024;

export const TRAINER_MESSAGES = {
  required: REQUIRED,
  photo: 'The photo must be a PNG or JPEG of at most 2 MB.',
  weekday: 'Choose a day of the week.',
  time: 'Enter a time as HH:mm, for example 06:30.',
  endBeforeStart: 'The end time must be after the start time.',
  hoursOverlap: 'These hours overlap other hours of the same day.',
  date: ISO_DATE_FORMAT,
  bothTimes: 'Enter both times, or neither for the whole day.',
  durations: 'Enter at least one duration, from 15 to 240 minutes in steps of 15.',
  price: 'Enter a price of $0.00 or more.',
  trainerNotFound: 'That trainer is not one of this club\u2019s.',
  exceptionNotFound: 'That absence is not on this club\u2019s calendar.',
  sessionTypeNotFound: 'That session type is not one of this club\u2019s.',
} as const;

const Time = Type.String({ maxLength: 5, examples: ['06:30'] });

export const TrainerInputSchema = Type.Object({
  name: Type.String({ maxLength: TRAINER_TEXT_LIMITS.name }),
  bio: Type.String({ maxLength: TRAINER_TEXT_LIMITS.bio }),
  requireSubscription: Type.Boolean(),
  active: Type.Boolean(),
  /** A new photo as a data URI (PNG or JPEG); absent keeps the current one, null removes it. */
  photo: Type.Optional(Nullable(Type.String({ maxLength: TRAINER_BODY_LIMIT }))),
});
export type TrainerInput = Static<typeof TrainerInputSchema>;

export const WorkingHoursSchema = Type.Object({ weekday: Int32, startTime: Time, endTime: Time });
export type WorkingHoursEntry = Static<typeof WorkingHoursSchema>;
export const WeeklyHoursSchema = Type.Object({ hours: Type.Array(WorkingHoursSchema, { maxItems: 50 }) });
export type WeeklyHours = Static<typeof WeeklyHoursSchema>;

export const TrainerExceptionInputSchema = Type.Object({
  date: Type.String({ maxLength: 10 }),
  /** '' with endTime '': the whole day. */
  startTime: Time,
  endTime: Time,
  reason: Type.String({ maxLength: TRAINER_TEXT_LIMITS.reason }),
});
export type TrainerExceptionInput = Static<typeof TrainerExceptionInputSchema>;
export const TrainerExceptionSchema = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  startTime: Nullable(Type.String()),
  endTime: Nullable(Type.String()),
  reason: Type.String(),
});
export type TrainerException = Static<typeof TrainerExceptionSchema>;

export const ConsoleTrainerSchema = Type.Object({
  ...NamedIdFields,
  bio: Type.String(),
  photo: Type.String(),
  requireSubscription: Type.Boolean(),
  active: Type.Boolean(),
  hours: Type.Array(WorkingHoursSchema),
  exceptions: Type.Array(TrainerExceptionSchema),
});
export type ConsoleTrainer = Static<typeof ConsoleTrainerSchema>;
export const ConsoleTrainerListSchema = Type.Array(ConsoleTrainerSchema);

export const SessionTypeInputSchema = Type.Object({
  name: Type.String({ maxLength: TRAINER_TEXT_LIMITS.sessionType }),
  durationsMin: Type.Array(Int32, { maxItems: 16 }),
  priceCents: Int32,
  requiresSubscription: Type.Boolean(),
});
export type SessionTypeInput = Static<typeof SessionTypeInputSchema>;
export const SessionTypeSchema = consoleRecord(SessionTypeInputSchema, {});
export type SessionType = Static<typeof SessionTypeSchema>;
export const SessionTypeListSchema = Type.Array(SessionTypeSchema);
