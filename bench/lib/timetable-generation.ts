// Run by ../timetable-generation.mjs (through tsx): on its own PostgreSQL database, migrated and
// seeded, an ADMIN's 200 weekly classes (the timetable service itself), then one generation of
// 12 weeks of their sessions from nothing, timed. Prints the figure; asserts nothing.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../api/src/db/client';
import { migrateDatabase } from '../../api/src/db/migrate';
import { seedDatabase } from '../../api/src/db/seed';
import {
  createSeries,
  ensureClassType,
  generateClubSessions,
  GENERATION_MARGIN_DAYS,
} from '../../api/src/modules/timetable';
import { clubToday } from '../../api/src/lib/club-calendar';
const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

const CLASSES = 200;
const WEEKS = 12;

async function main(): Promise<void> {
  const handle = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL!, poolMax: 4 });
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle, { reset: true });
    const db = handle.db;
    const [club] = (await db.execute(sql`select id, time_zone from clubs where account_id = 'DEMO01'`)).rows as Array<{
      id: number;
      time_zone: string;
    }>;
    const clubId = Number(club!.id);
    const classTypeId = await ensureClassType(db, clubId, 'Bench');
    const today = clubToday(new Date(), club!.time_zone);
    // 200 weekly classes: 5 rooms x 7 days x 6 times would be 210 slots; each class one day and time in its own room.
    for (let i = 0; i < CLASSES; i += 1) {
      await createSeries(
        db,
        { clubId, userId: null },
        {
          name: `Bench class ${i + 1}`,
          classTypeId,
          weekdays: [WEEKDAY_CODES[i % 7]!],
          startTime: `${String(6 + (i % 14)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
          durationMin: 45,
          instructor: `Bench coach ${i + 1}`,
          location: `Bench room ${i + 1}`,
          capacity: 20,
          startsOn: today,
          endsOn: null,
          bookingWindowDays: WEEKS * 7 - GENERATION_MARGIN_DAYS,
          cancelCutoffHours: 2,
          lateCancelFeeCents: 1000,
          specialInstructions: '',
        },
      );
    }
    // From nothing: the sessions the creations wrote go, the generation writes them all again.
    await db.execute(sql`delete from class_schedules s where s.series_id in (select id from class_series where club_id = ${clubId})
    and not exists (select 1 from class_bookings b where b.schedule_id = s.id)`);
    const load = os.loadavg()[0]!.toFixed(2);
    const started = performance.now();
    const written = await generateClubSessions(db, clubId);
    const ms = performance.now() - started;
    const again = performance.now();
    const second = await generateClubSessions(db, clubId);
    const msAgain = performance.now() - again;
    console.log(`Timetable generation on PostgreSQL (load average ${load} before; goal <= 5 s):`);
    console.log(
      `  ${WEEKS} weeks of a ${CLASSES}-class weekly timetable: ${written} sessions in ${(ms / 1000).toFixed(2)} s`,
    );
    console.log(
      `  the next daily run over the same days (nothing new): ${second} sessions in ${(msAgain / 1000).toFixed(2)} s`,
    );
  } finally {
    await handle.close();
  }
}

void main();
