// Column helpers shared by every domain file, so conventions stay uniform:
// instants are timestamptz (UTC), money is integer cents, enums are text + CHECK.
// Groups of columns that several tables declare alike are spread into the table (`...personName()`);
// each keeps the column order the tables had, so the generated SQL is the same.
import { sql } from 'drizzle-orm';
import { check, index, integer, type PgColumn, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { now } from '../../lib/clock';

export const id = () => serial('id').primaryKey();

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An instant set when the row is written (the clock's now, so a pinned clock pins it too). */
export const stampedNow = (name: string) => instant(name).notNull().defaultNow().$defaultFn(() => now());

export const createdAt = () => stampedNow('created_at');

/** CHECK (column IN (...)) for a text enum; values are code constants, never user input. */
export function enumCheck(name: string, column: string, values: readonly string[]) {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return check(name, sql.raw(`"${column}" in (${list})`));
}

/** A person's required first and last name. */
export const personName = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
});

/** A person's optional e-mail and mobile. */
export const contact = () => ({
  email: text('email'),
  mobile: text('mobile'),
});

/** A postal address (clubs, members, prospects). */
export const address = () => ({
  street: text('street'),
  suburb: text('suburb'),
  state: text('state'),
  postCode: text('post_code'),
});

/** A signed waiver: base64 PNGs (no data: prefix) of the person's and a guarantor's signature. */
export const waiverSignatures = () => ({
  signaturePng: text('signature_png'),
  guarantorName: text('guarantor_name'),
  guarantorSignaturePng: text('guarantor_signature_png'),
});

/** A dated occurrence (class, creche session, PT booking, swim class): when it starts and ends. */
export const timeRange = () => ({
  startsAt: instant('starts_at').notNull(),
  endsAt: instant('ends_at').notNull(),
});

/** Places of an occurrence, and how many are taken (a conditional update keeps it in range). */
export const capacity = () => ({
  capacity: integer('capacity').notNull(),
  totalBooked: integer('total_booked').notNull().default(0),
});

/** CHECK that an occurrence's bookings stay within its capacity (see capacity()). */
export const capacityCheck = (name: string) => check(name, sql`total_booked >= 0 and total_booked <= capacity`);

/**
 * The indexes of a bookable session generated from a weekly series (class schedules, creche
 * sessions): its bookings within capacity, its club's sessions by start, and one session per
 * occurrence of its series, whichever API instance generates it.
 */
export const seriesSessionIndexes = (table: string, t: { clubId: PgColumn; startsAt: PgColumn; seriesId: PgColumn; occurrenceStart: PgColumn }) => [
  capacityCheck(`${table}_capacity_check`),
  index(`${table}_club_starts_idx`).on(t.clubId, t.startsAt),
  uniqueIndex(`${table}_series_occurrence_uq`).on(t.seriesId, t.occurrenceStart),
];

/** A weekly series' rule (class and creche series): the days it runs and the time it starts. */
export const weeklyRule = () => ({
  /** RFC 5545 BYDAY codes, MO..SU. */
  weekdays: text('weekdays').array().notNull(),
  /** Club wall-clock time, HH:mm: the same on either side of a daylight-saving change. */
  startTime: text('start_time').notNull(),
});

/** The club-local dates (YYYY-MM-DD) a weekly series runs between; no end date runs until the club changes it. */
export const seriesDates = () => ({
  startsOn: text('starts_on').notNull(),
  endsOn: text('ends_on'),
});

/** A weekly series' life: made, and retired (no more sessions are generated; those already booked stay). */
export const createdAndRetired = () => ({
  createdAt: createdAt(),
  retiredAt: instant('retired_at'),
});

/** A booking's life: when it was made and, once cancelled, when. */
export const createdAndCancelled = () => ({
  createdAt: createdAt(),
  cancelledAt: instant('cancelled_at'),
});

/** A one-time token or code: issued, valid until, and used once. */
export const singleUse = () => ({
  createdAt: createdAt(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

/** A place offered to the first waiting booking (classes, creche) and its calendar entry's SEQUENCE. */
export const waitlistOffer = () => ({
  /** Set when a place frees up for a waiting member (the spec's hasAvailableSlot). */
  offeredAt: instant('offered_at'),
  /** The held place goes to the next member at this instant (club setting: offer with a hold). */
  offerExpiresAt: instant('offer_expires_at'),
  /** Moved from the waiting list to booked: a late cancel of such a place costs nothing. */
  promotedAt: instant('promoted_at'),
  /** SEQUENCE of the booking's calendar entry (.ics): raised on every update or cancellation. */
  icsSequence: integer('ics_sequence').notNull().default(0),
});
