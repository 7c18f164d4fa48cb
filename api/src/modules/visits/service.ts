// Book a club tour or a trial class (/book-my-visit, /bookme). The server decides which slots
// exist; the place is taken in one transaction with a conditional UPDATE on the slot counter.
import { and, eq, lt, sql } from 'drizzle-orm';
import dayjs from 'dayjs';
import type { VisitBookingBody, VisitBooked, VisitKind, VisitSlot } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { classes, classSchedules, visitBookings, visitSlots } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { enqueueEmail } from '../outbox';
import { requireClub } from '../../lib/public-club';
import { findOrCreateProspect, normalEmail } from './prospect';
import { visitSettingsOf } from './settings';
import { listSlots, tourKey, tourStarts, TOUR_TITLE, trialKey, windowRange } from './slots';
import { now as clockNow } from '../../lib/clock';
import { firstRow } from '../../lib/first-row';

export const SLOT_UNAVAILABLE = 'This time is no longer available, please choose another time.';
export const SLOT_FULL = 'Sorry, this time is fully booked, please choose another time.';
export const VISIT_BOOKED = 'Thank you, your visit is booked. We have e-mailed you the details.';

export async function visitSlotsOf(db: Database, accountId: string, kind: VisitKind, now = clockNow()): Promise<VisitSlot[]> {
  const club = await requireClub(db, accountId);
  return listSlots(db, club, await visitSettingsOf(db, club.id), kind, now);
}

export async function bookVisit(db: Database, body: VisitBookingBody, now = clockNow()): Promise<VisitBooked> {
  const club = await requireClub(db, body.accountId);
  const settings = await visitSettingsOf(db, club.id);
  const email = normalEmail(body.email);
  const startsAt = new Date(body.startsAt);
  if (Number.isNaN(startsAt.getTime())) throw new HttpError(400, SLOT_UNAVAILABLE);
  let slotKey: string;
  let capacity: number;
  let title = TOUR_TITLE;
  let classScheduleId: number | null = null;
  if (body.kind === 'tour') {
    // Only a start the server itself offers: future, in the window, on the opening-hours grid.
    if (!tourStarts(club, settings, now).some((s) => s.getTime() === startsAt.getTime())) throw new HttpError(400, SLOT_UNAVAILABLE);
    slotKey = tourKey(startsAt);
    capacity = settings.tourCapacity;
  } else {
    if (!body.classScheduleId) throw new HttpError(400, SLOT_UNAVAILABLE);
    const [from, to] = windowRange(club, now);
    const [s] = await db.select().from(classSchedules).where(and(eq(classSchedules.id, body.classScheduleId), eq(classSchedules.clubId, club.id))).limit(1);
    if (!s || s.startsAt.getTime() !== startsAt.getTime() || s.startsAt <= from || s.startsAt >= to) throw new HttpError(400, SLOT_UNAVAILABLE);
    slotKey = trialKey(s.id);
    capacity = settings.trialCapacity;
    classScheduleId = s.id;
  }
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  const booking = await db.transaction(async (tx) => {
    await tx.insert(visitSlots).values({ clubId: club.id, kind: body.kind, slotKey, startsAt, capacity, booked: 0 }).onConflictDoNothing();
    // Taking the place is one conditional UPDATE: parallel bookings serialise on the row and the
    // last place can go only once.
    const taken = await tx
      .update(visitSlots)
      .set({ booked: sql`${visitSlots.booked} + 1` })
      .where(and(eq(visitSlots.clubId, club.id), eq(visitSlots.slotKey, slotKey), lt(visitSlots.booked, visitSlots.capacity)))
      .returning({ id: visitSlots.id });
    if (!taken.length) throw new HttpError(409, SLOT_FULL);
    if (classScheduleId) {
      // The trial also needs a place in the class itself.
      const [cls] = await tx.select().from(classSchedules).where(eq(classSchedules.id, classScheduleId)).for('update');
      if (!cls || cls.totalBooked >= cls.capacity) throw new HttpError(409, SLOT_FULL);
      const [c] = await tx.select({ name: classes.name }).from(classes).where(eq(classes.id, cls.classId));
      title = c?.name ?? 'Trial class';
    }
    const prospectId = await findOrCreateProspect(tx, { clubId: club.id, firstName, lastName, email, mobile: body.mobile, source: body.kind === 'tour' ? 'tour' : 'trial' });
    const row = firstRow(await tx
      .insert(visitBookings)
      .values({ clubId: club.id, kind: body.kind, startsAt, firstName, lastName, email, mobile: body.mobile?.trim() || null, notes: body.notes?.trim() || null, prospectId, classScheduleId })
      .returning(), 'inserted visit booking');
    return row;
  });
  const local = dayjs(startsAt).tz(club.timeZone);
  const summary = `${body.kind === 'tour' ? TOUR_TITLE : `Trial class: ${title}`} on ${local.format('dddd DD/MM/YYYY')} at ${local.format('h:mm A')}`;
  const receiptNumber = `VIS-${booking.id}`;
  await enqueueEmail(db, {
    clubId: club.id,
    to: email,
    subject: `${club.name}: your visit is booked`,
    text: `Hi ${firstName},\n\nYour visit is booked (${receiptNumber}): ${summary}.\n\nPlease arrive a few minutes early and ask for us at reception. If you can't make it, call us${club.phone ? ` on ${club.phone}` : ''}.\n\n${club.name}`,
  });
  if (club.email) {
    await enqueueEmail(db, { clubId: club.id, to: club.email, subject: `New ${body.kind} booking: ${firstName} ${lastName}`, text: `${receiptNumber}: ${summary}\nName: ${firstName} ${lastName}\nE-mail: ${email}\nMobile: ${body.mobile?.trim() || '-'}\nNotes: ${body.notes?.trim() || '-'}` });
  }
  return { message: VISIT_BOOKED, receiptNumber, summary };
}
