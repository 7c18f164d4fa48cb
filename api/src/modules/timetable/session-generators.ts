// Other modules' dated sessions made from weekly series (the creche, the swim school) ride on the
// timetable's machinery instead of a copy of it: each registers a generator here, the daily
// `timetable-generate` job runs every generator of the club in its one transaction (once per club
// and day, caught up after downtime), and a club closure cancels their sessions that day too.
import type { Database } from '../../db/client';

export interface SessionGenerator {
  /** One name per module; registering the same name again replaces nothing. */
  name: string;
  /** Writes the club's sessions not written yet from `fromDate` (default: today) to its horizon; answers how many. */
  generate(db: Database, clubId: number, opts: { now: Date; fromDate?: string }): Promise<number>;
  /** The club closes on `date`: cancel that day's live sessions, telling whoever booked them. */
  closeDay?(db: Database, clubId: number, timeZone: string, date: string): Promise<{ removed: number; notified: number }>;
}

const generators: SessionGenerator[] = [];

export function registerSessionGenerator(generator: SessionGenerator): void {
  if (!generators.some((g) => g.name === generator.name)) generators.push(generator);
}

/** Every other module's sessions of the club: generated from `fromDate` on. */
export async function runOtherGenerators(
  db: Database,
  clubId: number,
  opts: { now: Date; fromDate?: string },
): Promise<number> {
  let written = 0;
  for (const g of generators) written += await g.generate(db, clubId, opts);
  return written;
}

/** The other modules' sessions of a closed day, cancelled. */
export async function closeOtherSessions(
  db: Database,
  clubId: number,
  timeZone: string,
  date: string,
): Promise<{ removed: number; notified: number }> {
  let removed = 0;
  let notified = 0;
  for (const g of generators) {
    if (!g.closeDay) continue;
    const r = await g.closeDay(db, clubId, timeZone, date);
    removed += r.removed;
    notified += r.notified;
  }
  return { removed, notified };
}
