// The big-club seed: the demo club DEMO01 grown to 50,000 members, 20 more classes
// twice a day for two years (one behind, one ahead: 29,200 occurrences) and 1,000,000 class
// bookings, with the class pictures as files in the API's content-addressed image store (served
// at /api/v1/images/<sha256>.png, immutable). Set-based: a handful of INSERT ... SELECT over
// generate_series, foreign-key triggers off for the bulk insert (every id comes from the same
// statements), so it takes seconds, not an hour of row-by-row inserts.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const sharp = createRequire(path.join(repoRoot, 'api', 'package.json'))('sharp');

const BIG_CLUB = { members: 50_000, bookings: 1_000_000, classes: 20, perDay: 2, days: 730 };
const COLOURS = ['#e03131', '#7048e8', '#f76707', '#1971c2', '#2f9e44', '#c2255c', '#0c8599', '#5c940d', '#e8590c', '#3b5bdb'];

/** A 640x400 PNG card per class, written where the API's image store reads (store.ts imagesDir). */
async function writeClassImage(imagesDir, label, colour) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="100%" height="100%" rx="24" fill="${colour}"/><text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Arial, sans-serif" font-size="56" font-weight="bold" fill="#fff">${label}</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const name = `${createHash('sha256').update(png).digest('hex')}.png`;
  writeFileSync(path.join(imagesDir, name), png);
  return `/api/v1/images/${name}`;
}

/** Seeds the big club into an already migrated and demo-seeded database. `dataDir` is the API's DATA_DIR. */
export async function seedBigClub(db, dataDir) {
  const t0 = performance.now();
  const imagesDir = path.join(path.dirname(dataDir), 'uploads', 'images');
  mkdirSync(imagesDir, { recursive: true });
  const { rows: [club] } = await db.query(`select id, time_zone from clubs where account_id = 'DEMO01'`);
  const { rows: types } = await db.query('select id from class_types where club_id = $1 order by id', [club.id]);
  const urls = [];
  for (let i = 0; i < BIG_CLUB.classes; i += 1) urls.push(await writeClassImage(imagesDir, `Studio Class ${i + 1}`, COLOURS[i % COLOURS.length]));

  await db.query('begin');
  await db.query(`set local session_replication_role = replica`);
  await db.query(
    `insert into members (club_id, member_number, barcode, first_name, last_name, email)
     select $1, 'BIG' || g, 'BIGB' || g, 'Member', 'Number ' || g, 'big' || g || '@bench.local' from generate_series(1, $2) g`,
    [club.id, BIG_CLUB.members],
  );
  const { rows: classes } = await db.query(
    `insert into classes (club_id, class_type_id, name, instructor, duration_min, capacity, image_url, special_instructions, location)
     select $1, ($2::int[])[1 + (c % array_length($2::int[], 1))], 'Studio Class ' || (c + 1), 'Coach ' || (c % 7 + 1), 45, 45,
            ($3::text[])[c + 1], 'Bring a towel.', 'Studio ' || (c % 3 + 1)
     from generate_series(0, $4 - 1) c returning id`,
    [club.id, types.map((t) => t.id), urls, BIG_CLUB.classes],
  );
  // Twice a day per class, club-local times from 06:00, one year behind and one ahead.
  await db.query(
    `insert into class_schedules (class_id, club_id, starts_at, ends_at, capacity)
     select c.id, $2, t.at, t.at + interval '45 minutes', 45
     from unnest($1::int[]) with ordinality as c(id, n)
     cross join generate_series(-365, 364) d
     cross join generate_series(0, $4 - 1) k
     cross join lateral (select ((current_date + d) + make_interval(hours => 6 + ((c.n::int * 2 + k * 7) % 15))) at time zone $3 as at) t`,
    [classes.map((c) => c.id), club.id, club.time_zone, BIG_CLUB.perDay],
  );
  // 21 to 49 bookings per occurrence (about 35 on average; at most 45 booked), members spread by a step coprime
  // with the member count, so no member holds two live bookings of one occurrence; one in ten
  // cancelled. Capped at exactly 1,000,000.
  await db.query(
    `insert into class_bookings (member_id, schedule_id, status, joined_at, fee_cents, created_at, cancelled_at)
     select m.first_id + ((s.id * 7919 + k * 4729) % $2), s.id,
            case when k % 10 = 0 then 'Cancelled' else 'Booked' end,
            s.starts_at - interval '3 days', 0, s.starts_at - interval '3 days',
            case when k % 10 = 0 then s.starts_at - interval '1 day' end
     from class_schedules s
     cross join (select min(id) as first_id from members where member_number like 'BIG%') m
     cross join lateral generate_series(1, 21 + (s.id % 29)) k
     where s.class_id = any($1::int[])
     limit $3`,
    [classes.map((c) => c.id), BIG_CLUB.members, BIG_CLUB.bookings],
  );
  await db.query(
    `update class_schedules s set total_booked = b.n
     from (select schedule_id, count(*)::int as n from class_bookings where status = 'Booked' group by schedule_id) b
     where b.schedule_id = s.id and s.class_id = any($1::int[])`,
    [classes.map((c) => c.id)],
  );
  await db.query('commit');
  await db.query('analyze');
  const { rows: [counts] } = await db.query(
    `select (select count(*) from members where club_id = $1)::int as members, (select count(*) from class_bookings)::int as bookings,
            (select count(*) from class_schedules where club_id = $1)::int as schedules`,
    [club.id],
  );
  return { ...counts, images: urls.length, seconds: (performance.now() - t0) / 1000 };
}
