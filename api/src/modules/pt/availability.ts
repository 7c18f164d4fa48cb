// Trainer availability: working hours (club-local weekday and times) minus booked sessions,
// in 15-minute steps. Slots are walked as real instants from the local start to the local end,
// so on a daylight-saving day the missing (or repeated) hour is handled by the zone rules.
import dayjs from 'dayjs';
import { clubDayRange, clubInstant, localTime } from '../../lib/club-calendar';

export const SLOT_STEP_MIN = 15;

export interface WorkingHours {
  weekday: number;
  startTime: string; // 'HH:mm' or 'HH:mm:ss'
  endTime: string;
}

export interface Busy {
  startsAt: Date;
  endsAt: Date;
}

export interface Slot {
  startsAt: Date;
  endsAt: Date;
}

export interface SlotOptions {
  date: string; // club-local YYYY-MM-DD
  tz: string;
  durationMin: number;
  hours: WorkingHours[];
  busy: Busy[];
  now: Date;
  /** Optional club-local window of the search ('HH:mm'): slot starts within [from, to). */
  from?: string;
  to?: string;
}

const overlaps = (a: Slot, b: Busy) => a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();

/** Every bookable slot of one club-local day, ordered by start. */
export function daySlots(opts: SlotOptions): Slot[] {
  const weekday = dayjs.utc(opts.date).day();
  const slots: Slot[] = [];
  const step = SLOT_STEP_MIN * 60_000;
  const length = opts.durationMin * 60_000;
  for (const h of opts.hours.filter((x) => x.weekday === weekday)) {
    const start = clubInstant(opts.date, h.startTime.slice(0, 5), opts.tz).getTime();
    const end = clubInstant(opts.date, h.endTime.slice(0, 5), opts.tz).getTime();
    for (let t = start; t + length <= end; t += step) {
      const slot = { startsAt: new Date(t), endsAt: new Date(t + length) };
      if (t <= opts.now.getTime()) continue;
      const hhmm = localTime(slot.startsAt, opts.tz);
      if (opts.from && hhmm < opts.from) continue;
      if (opts.to && hhmm >= opts.to) continue;
      if (opts.busy.some((b) => overlaps(slot, b))) continue;
      slots.push(slot);
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** True when [startsAt, endsAt) is a slot of the trainer's hours on its club-local day (busy ignored). */
export function isWorkingSlot(startsAt: Date, endsAt: Date, date: string, tz: string, hours: WorkingHours[]): boolean {
  const durationMin = Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
  if (durationMin <= 0 || durationMin % SLOT_STEP_MIN !== 0) return false;
  return daySlots({ date, tz, durationMin, hours, busy: [], now: new Date(0) }).some(
    (s) => s.startsAt.getTime() === startsAt.getTime(),
  );
}

/** A day or some hours a trainer is away (the console's exceptions): club-local date and times, no times = the whole day. */
export interface Absence {
  date: string;
  startTime: string | null;
  endTime: string | null;
}

/** Absences as busy intervals: no slot is offered or booked in them. */
export function absencesAsBusy(absences: Absence[], tz: string): Busy[] {
  return absences.map((a) => {
    if (!a.startTime || !a.endTime) {
      const [startsAt, endsAt] = clubDayRange(a.date, tz);
      return { startsAt, endsAt };
    }
    return { startsAt: clubInstant(a.date, a.startTime, tz), endsAt: clubInstant(a.date, a.endTime, tz) };
  });
}
