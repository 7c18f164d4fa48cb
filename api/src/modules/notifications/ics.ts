// A booking's calendar entry (.ics) with ical-generator: the UID stays the booking's for its whole
// life, and every update or cancellation raises SEQUENCE so calendars replace the entry.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { NotificationData } from '../../db/schema';

export type IcsData = NonNullable<NotificationData['ics']>;

export function bookingUid(kind: 'class' | 'creche', bookingId: number, host: string): string {
  return `${kind}-booking-${bookingId}@${host}`;
}

export function buildIcs(data: IcsData, organizer: { name: string; email: string }, stamp: Date): string {
  const clubName = organizer.name;
  const cal = ical({ prodId: { company: 'Member Portal', product: 'bookings', language: 'EN' }, name: clubName });
  cal.method(data.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  cal.createEvent({
    id: data.uid,
    sequence: data.sequence,
    start: new Date(data.start),
    end: new Date(data.end),
    stamp,
    summary: data.summary,
    location: data.location,
    organizer,
    status: data.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return cal.toString();
}
