// The demo club's creche and swim school, made as a club makes them in the console: creche series
// through modules/creche-console, swim levels, a term, weekly classes and a holiday through
// modules/swim-console, whose generation writes the sessions (the swim school's from three weeks
// ago, so the demo has past lessons to have missed). What members and guardians do (bookings, a
// cancelled lesson's make-up credit, a fee owed) is written as their history.
import { and, asc, eq } from 'drizzle-orm';
import * as s from '../schema';
import { firstRow, firstRows, rowAt } from '../../lib/first-row';
import type { ConsoleActor } from '../../lib/club-audit';
import { createCrecheSeries } from '../../modules/creche-console';
import { addHoliday, createClass, createLevel, createTerm, generateSwimLessons } from '../../modules/swim-console';
import type { SwimClass, SwimLevel } from '@portal/shared/contracts';
import type { Database } from '../client';
import { addMinutes, type ClubCalendar } from './calendar';
import { insertRow, type Tx } from './types';

const money = (dollars: number) => Math.round(dollars * 100);
const EVERY_DAY = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

type Row = { id: number };
interface SchoolSeed {
  clubId: number;
  cal: ClubCalendar;
  makeupCreditValidDays: number;
  alex: Row;
  ella: Row;
  noah: Row;
  fillerKids: Array<Row & { memberId: number }>;
  guardianId: number;
  now: Date;
}

export async function seedDemoSchool(tx: Tx, seed: SchoolSeed): Promise<{ leo: Row }> {
  await seedDemoCreche(tx, seed);
  return seedDemoSwim(tx, seed);
}

/** Two creche sessions a day (birth to six years); tomorrow morning is full. */
async function seedDemoCreche(tx: Tx, { clubId, cal, alex, ella, noah, fillerKids, now }: SchoolSeed): Promise<void> {
  const db = tx as unknown as Database;
  const actor: ConsoleActor = { clubId, userId: null };
  const series = (name: string, startTime: string) =>
    createCrecheSeries(db, actor, { name, weekdays: EVERY_DAY, startTime, durationMin: 120, capacity: 6, minAgeMonths: 0, maxAgeMonths: 72, room: 'Kids Room', startsOn: cal.today, endsOn: null }, now);
  await series('Morning Creche', '08:30');
  await series('Late Morning Creche', '10:30');
  const sessions = await tx.select().from(s.crecheSessions).where(eq(s.crecheSessions.clubId, clubId)).orderBy(asc(s.crecheSessions.startsAt));
  const on = (name: string, day: number) => firstRow(sessions.filter((x) => x.name === name && x.startsAt.getTime() === cal.at(cal.date(day), name === 'Morning Creche' ? '08:30' : '10:30').getTime()), `${name} on day ${day}`);
  await tx.insert(s.crecheBookings).values([
    ...fillerKids.map((k) => ({ sessionId: on('Morning Creche', 1).id, memberId: k.memberId, kidId: k.id, status: 'Booked' as const })),
    { sessionId: on('Morning Creche', 2).id, memberId: alex.id, kidId: ella.id, status: 'Booked' },
    { sessionId: on('Late Morning Creche', 2).id, memberId: alex.id, kidId: noah.id, status: 'Booked' },
  ]);
}

async function seedDemoSwim(tx: Tx, { clubId, cal, makeupCreditValidDays, guardianId, now }: SchoolSeed): Promise<{ leo: Row }> {
  const db = tx as unknown as Database;
  const actor: ConsoleActor = { clubId, userId: null };
  const levels: SwimLevel[] = [];
  for (const [i, name] of ['Starfish', 'Seahorse', 'Dolphin', 'Shark'].entries()) levels.push(await createLevel(db, actor, { name, description: `${name} level`, sortOrder: i }));
  const [starfish, seahorse, dolphin, shark] = firstRows(levels, 4, 'starfish, seahorse, dolphin, shark');
  const term = await createTerm(db, actor, { name: 'This Term', startsOn: cal.date(-28), endsOn: cal.date(70), makeupCreditsPerTerm: 12, makeupExpiryDays: makeupCreditValidDays });
  const defs = [
    { levelId: starfish.id, name: 'Starfish Monday', weekday: 'MO', startTime: '16:00', durationMin: 30, instructor: 'Coach Kim', capacity: 4 },
    { levelId: starfish.id, name: 'Starfish Wednesday', weekday: 'WE', startTime: '16:00', durationMin: 30, instructor: 'Coach Kim', capacity: 4 },
    { levelId: seahorse.id, name: 'Seahorse Tuesday', weekday: 'TU', startTime: '16:30', durationMin: 30, instructor: 'Coach Ben', capacity: 5 },
    { levelId: dolphin.id, name: 'Dolphin Monday', weekday: 'MO', startTime: '17:00', durationMin: 45, instructor: 'Coach Ben', capacity: 6 },
    { levelId: dolphin.id, name: 'Dolphin Thursday', weekday: 'TH', startTime: '17:00', durationMin: 45, instructor: 'Coach Kim', capacity: 6 },
    { levelId: shark.id, name: 'Shark Saturday', weekday: 'SA', startTime: '09:00', durationMin: 45, instructor: 'Coach Ben', capacity: 8 },
  ];
  const swimDefs: SwimClass[] = [];
  for (const d of defs) swimDefs.push(await createClass(db, actor, { ...d, termId: term.id }, now));
  await generateSwimLessons(db, clubId, { now, fromDate: cal.date(-21) });
  const swimSchedules = (
    await tx
      .select({ r: s.swimClassSchedules })
      .from(s.swimClassSchedules)
      .innerJoin(s.swimClasses, eq(s.swimClasses.id, s.swimClassSchedules.classId))
      .where(and(eq(s.swimClasses.clubId, clubId)))
      .orderBy(asc(s.swimClassSchedules.startsAt))
  ).map((x) => x.r);
  const cancelReasons = await tx
    .insert(s.swimCancelReasons)
    .values([
      { clubId, reasonText: 'Sick', earnsMakeup: true },
      { clubId, reasonText: 'Holiday / travelling', earnsMakeup: true },
      { clubId, reasonText: 'School commitment', earnsMakeup: true },
      { clubId, reasonText: 'Other', earnsMakeup: false },
    ])
    .returning();

  const [mia, leo] = firstRows(await tx
    .insert(s.students)
    .values([
      { guardianId, studentNumber: 'S1001', name: 'Mia Waters', birthday: cal.date(-365 * 6 - 20), gender: 'F', email: 'guardian@demo.club', mobile: '0413 000 005', skills: 'Floating, kicking with board', isDirectDebit: false, levelId: starfish.id },
      { guardianId, studentNumber: 'S1002', name: 'Leo Waters', birthday: cal.date(-365 * 9 - 75), gender: 'M', email: 'guardian@demo.club', mobile: '0413 000 005', skills: 'Freestyle 25 m, backstroke', isDirectDebit: true, levelId: dolphin.id },
    ])
    .returning(), 2, 'mia, leo');
  const leoDd = await insertRow(tx, s.paymentMethods, {
    studentId: leo.id, kind: 'direct_debit', accountName: 'Jess Waters', accountNumber: '11223344', accountNumberLast3: '344', bsb: '082-001',
  }, 'leoDd');
  await tx.update(s.students).set({ paymentMethodId: leoDd.id }).where(eq(s.students.id, leo.id));

  // Enrolment: Mia in Starfish Monday, Leo in Dolphin Monday, every lesson (later lessons carry it forward).
  const enrol = (studentId: number, classId: number) =>
    swimSchedules.filter((r) => r.classId === classId).map((r) => ({ studentId, scheduleId: r.id, status: 'Booked' as const, createdAt: cal.instant(-30) }));
  const swimBookings = await tx
    .insert(s.studentSwimBookings)
    .values([...enrol(mia.id, rowAt(swimDefs, 0, 'first swim class').id), ...enrol(leo.id, rowAt(swimDefs, 3, 'fourth swim class').id)])
    .returning();
  const pastOf = (studentId: number) =>
    swimBookings
      .filter((b) => b.studentId === studentId)
      .map((b) => ({ b, sched: swimSchedules.find((r) => r.id === b.scheduleId)! }))
      .filter(({ sched }) => sched.date < cal.today)
      .sort((x, y) => (x.sched.date < y.sched.date ? 1 : -1));
  // Mia cancelled her most recent past class (sick): an unused make-up credit.
  const miaCancelled = firstRow(pastOf(mia.id), "Mia's past swim booking");
  // Leo cancelled two weeks ago; his credit was used for a make-up in Dolphin Thursday.
  const leoCancelled = pastOf(leo.id)[1] ?? firstRow(pastOf(leo.id), "Leo's past swim booking");
  for (const { b, sched } of [miaCancelled, leoCancelled]) {
    await tx
      .update(s.studentSwimBookings)
      .set({ status: 'Cancelled', cancelledAt: addMinutes(sched.startsAt, -24 * 60), reasonId: firstRow(cancelReasons, 'cancel reason').id })
      .where(eq(s.studentSwimBookings.id, b.id));
  }
  const validMs = makeupCreditValidDays * 24 * 60 * 60_000;
  const leoMakeupSched = swimSchedules.find((r) => r.classId === rowAt(swimDefs, 4, 'fifth swim class').id && r.date > leoCancelled.sched.date && r.date < cal.today);
  let leoMakeupBookingId: number | null = null;
  let leoUsedAt: Date | null = null;
  if (leoMakeupSched) {
    const mk = await insertRow(tx, s.studentSwimBookings, {
      studentId: leo.id, scheduleId: leoMakeupSched.id, status: 'Booked', isMakeup: true, createdAt: addMinutes(leoMakeupSched.startsAt, -48 * 60),
    }, 'mk');
    leoMakeupBookingId = mk.id;
    leoUsedAt = mk.createdAt;
  }
  await tx.insert(s.makeupCredits).values([
    { studentId: mia.id, cancelledBookingId: miaCancelled.b.id, classLevelId: starfish.id, createdAt: addMinutes(miaCancelled.sched.startsAt, -24 * 60), expiresAt: new Date(miaCancelled.sched.startsAt.getTime() + validMs) },
    { studentId: leo.id, cancelledBookingId: leoCancelled.b.id, classLevelId: dolphin.id, createdAt: addMinutes(leoCancelled.sched.startsAt, -24 * 60), expiresAt: new Date(leoCancelled.sched.startsAt.getTime() + validMs), usedAt: leoUsedAt, usedBookingId: leoMakeupBookingId },
  ]);
  await tx.insert(s.posTransactions).values([
    { clubId, studentId: mia.id, amountCents: money(85), outstandingCents: money(85), description: 'Swim lessons - term fees', createdAt: cal.instant(-10) },
    { clubId, studentId: leo.id, amountCents: money(96), outstandingCents: 0, description: 'Swim lessons - term fees', createdAt: cal.instant(-40), paidAt: cal.instant(-39) },
  ]);
  // A public holiday within the next two weeks, on a day that has a swim class: booked lessons that day are off.
  const holidayDate = swimSchedules.map((r) => r.date).find((d) => d >= cal.date(5) && d <= cal.date(13)) ?? cal.date(8);
  await addHoliday(db, actor, { date: holidayDate, name: 'Show Day' }, now);
  return { leo };
}

