// The demo club's weekly class timetable, made as a club makes it: class series through the
// timetable service (modules/timetable), and the sessions its generation writes, here from a week
// ago so the demo has a past too. What the service does not hold (a live-stream address, the
// on-demand replays of Vinyasa Flow) is added to the class and its sessions afterwards.
import { and, eq, gte, lt } from 'drizzle-orm';
import { createSeries, ensureClassType, generateClubSessions, GENERATION_MARGIN_DAYS } from '../../modules/timetable';
import type { Database } from '../client';
import * as s from '../schema';
import type { ClubCalendar } from './calendar';
import { badgePngBase64, type Rgb } from './png';
import type { Tx } from './types';

const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR'];
const WEEKEND = ['SA', 'SU'];
const EVERY_DAY = [...WEEKDAYS, ...WEEKEND];
/** Sessions to 30 days ahead, as the demo always had. */
const DEMO_HORIZON_DAYS = 30;

const rgb = (hex: string): Rgb => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];
const picture = (hex: string) => `data:image/png;base64,${badgePngBase64(96, rgb(hex), [255, 255, 255])}`;

interface DemoClass {
  name: string;
  type: 'Group Fitness' | 'Yoga' | 'Spin';
  weekdays: string[];
  startTime: string;
  durationMin: number;
  instructor: string;
  location: string;
  capacity: number;
  colour: string;
  specialInstructions?: string;
}

// Spin Express runs at 06:00 on weekdays and 08:00 at the weekend: two series of one name.
const SPIN_EXPRESS: Omit<DemoClass, 'weekdays' | 'startTime'> = {
  name: 'Spin Express',
  type: 'Spin',
  durationMin: 45,
  instructor: 'Mia Chen',
  location: 'Spin Studio',
  capacity: 8,
  colour: '#e03131',
  specialInstructions: 'Bring a towel and water bottle.',
};

const TIMETABLE: DemoClass[] = [
  { ...SPIN_EXPRESS, weekdays: WEEKDAYS, startTime: '06:00' },
  { ...SPIN_EXPRESS, weekdays: WEEKEND, startTime: '08:00' },
  {
    name: 'Vinyasa Flow',
    type: 'Yoga',
    weekdays: EVERY_DAY,
    startTime: '09:30',
    durationMin: 60,
    instructor: 'Lena Ortiz',
    location: 'Studio 2',
    capacity: 15,
    colour: '#7048e8',
    specialInstructions: 'Mats provided.',
  },
  {
    name: 'HIIT Blast',
    type: 'Group Fitness',
    weekdays: WEEKDAYS,
    startTime: '18:00',
    durationMin: 45,
    instructor: 'Tom Baker',
    location: 'Studio 1',
    capacity: 20,
    colour: '#f76707',
  },
  {
    name: 'Body Pump',
    type: 'Group Fitness',
    weekdays: ['MO', 'WE', 'FR'],
    startTime: '12:15',
    durationMin: 50,
    instructor: 'Tom Baker',
    location: 'Studio 1',
    capacity: 25,
    colour: '#1971c2',
  },
  {
    name: 'Yin Yoga',
    type: 'Yoga',
    weekdays: ['TU', 'TH'],
    startTime: '19:00',
    durationMin: 60,
    instructor: 'Lena Ortiz',
    location: 'Studio 2',
    capacity: 12,
    colour: '#5f3dc4',
  },
];

export interface DemoTimetable {
  /** The class ids of a class name (Spin Express has two: weekday and weekend). */
  classIds(name: string): number[];
  /** The session of a class `days` from today (club calendar). */
  findSchedule(name: string, days: number): typeof s.classSchedules.$inferSelect;
}

export async function seedDemoTimetable(tx: Tx, clubId: number, cal: ClubCalendar, now: Date): Promise<DemoTimetable> {
  const db = tx as unknown as Database;
  const actor = { clubId, userId: null };
  const types = new Map<string, number>();
  for (const type of ['Group Fitness', 'Yoga', 'Spin']) types.set(type, await ensureClassType(db, clubId, type));
  const ids = new Map<string, number[]>();
  for (const c of TIMETABLE) {
    const made = await createSeries(
      db,
      actor,
      {
        name: c.name,
        classTypeId: types.get(c.type)!,
        weekdays: c.weekdays,
        startTime: c.startTime,
        durationMin: c.durationMin,
        instructor: c.instructor,
        location: c.location,
        capacity: c.capacity,
        startsOn: cal.date(-7),
        endsOn: null,
        bookingWindowDays: DEMO_HORIZON_DAYS - GENERATION_MARGIN_DAYS,
        cancelCutoffHours: 2,
        lateCancelFeeCents: 1000,
        specialInstructions: c.specialInstructions ?? '',
        picture: picture(c.colour),
      },
      now,
    );
    ids.set(c.name, [...(ids.get(c.name) ?? []), made.classId]);
  }
  // The week behind today, as if the timetable had been running.
  await generateClubSessions(db, clubId, { now, fromDate: cal.date(-7) });

  const [vinyasa] = ids.get('Vinyasa Flow')!;
  await tx
    .update(s.classes)
    .set({ onlineClassUrl: 'https://video.demo.club/live/vinyasa' })
    .where(eq(s.classes.id, vinyasa!));
  await tx
    .update(s.classSchedules)
    .set({ onDemand: [{ classTitle: 'Vinyasa Flow replay', classUrlLink: 'https://video.demo.club/replay/vinyasa' }] })
    .where(eq(s.classSchedules.classId, vinyasa!));

  const schedules = await tx
    .select()
    .from(s.classSchedules)
    .where(
      and(
        eq(s.classSchedules.clubId, clubId),
        gte(s.classSchedules.startsAt, cal.at(cal.date(-8), '00:00')),
        lt(s.classSchedules.startsAt, cal.at(cal.date(DEMO_HORIZON_DAYS + 2), '00:00')),
      ),
    );
  return {
    classIds: (name) => ids.get(name) ?? [],
    findSchedule(name, days) {
      const classIds = ids.get(name) ?? [];
      const from = cal.at(cal.date(days), '00:00').getTime();
      const to = cal.at(cal.date(days + 1), '00:00').getTime();
      const found = schedules.find(
        (r) => classIds.includes(r.classId) && r.startsAt.getTime() >= from && r.startsAt.getTime() < to,
      );
      if (!found) throw new Error(`seed: no ${name} session on day ${days}`);
      return found;
    },
  };
}
