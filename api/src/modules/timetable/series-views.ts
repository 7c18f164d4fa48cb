// How the console reads the timetable: a series as the form shows it, and a series' coming sessions.
import { createHash } from 'node:crypto';
import type { ClassSeries, SeriesSession } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { localDate, localTime } from '../../lib/club-calendar';
import { findClub } from '../../lib/club-time';
import { ruleText } from '../../lib/recurrence';
import { CLASS_IMAGE_PATH } from '../classes';
import * as repo from './repo';
import { ruleOf } from './session-generation';

const DAY_MS = 86_400_000;

function imageUrlOf(cls: repo.ClassRow): string {
  const value = cls.imageUrl ?? '';
  if (!value.startsWith('data:')) return value;
  return `${CLASS_IMAGE_PATH}/${cls.id}/${createHash('md5').update(value).digest('hex')}`;
}

export function toSeries({ series, cls, classType }: repo.SeriesWithClass): ClassSeries {
  return {
    id: series.id,
    classId: cls.id,
    name: cls.name,
    classTypeId: cls.classTypeId,
    classType,
    weekdays: series.weekdays,
    startTime: series.startTime,
    durationMin: cls.durationMin,
    instructor: cls.instructor ?? '',
    location: cls.location ?? '',
    capacity: cls.capacity,
    startsOn: series.startsOn,
    endsOn: series.endsOn,
    bookingWindowDays: series.bookingWindowDays,
    cancelCutoffHours: series.cancelCutoffHours,
    lateCancelFeeCents: series.lateCancelFeeCents,
    specialInstructions: cls.specialInstructions ?? '',
    imageUrl: imageUrlOf(cls),
    rrule: ruleText(ruleOf(series)),
    retired: series.retiredAt !== null,
  };
}

export async function listSeries(db: Database, clubId: number): Promise<ClassSeries[]> {
  return (await repo.seriesOfClub(db, clubId)).map(toSeries);
}

export async function seriesSessions(
  db: Database,
  clubId: number,
  seriesId: number,
  now = clockNow(),
): Promise<SeriesSession[]> {
  const club = await findClub(db, clubId);
  const rows = await repo.upcomingSessionsOfSeries(db, clubId, seriesId, new Date(now.getTime() - DAY_MS));
  return rows.map((s) => ({
    scheduleId: s.id,
    startsAt: s.startsAt.toISOString(),
    date: localDate(s.startsAt, club.timeZone),
    startTime: localTime(s.startsAt, club.timeZone),
    durationMin: Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / 60_000),
    capacity: s.capacity,
    booked: s.totalBooked,
    cancelled: s.cancelledAt !== null,
  }));
}

