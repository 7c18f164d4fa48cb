// Test fixtures of the bookings tests: members with sessions (no argon2 sign-in per member, so
// hundreds can be created quickly), classes and schedules created by the test that mutates them.
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { classes, classSchedules, classTypes, clubs, members, users, USER_TYPE } from '../../src/db/schema';
import { createSession } from '../../src/lib/sessions';
import type { TestApp } from '../helpers/test-app';
import { nowMs } from '../../src/lib/clock';
import { clubToday } from '../../src/lib/club-calendar';
import { firstRow } from '../../src/lib/first-row';

let seq = 0;

export interface TestMember {
  id: number;
  memberNumber: string;
  cookie: string;
}

export async function demoClubId(db: Database): Promise<number> {
  const club = firstRow(await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.accountId, 'DEMO01')), 'club');
  return club.id;
}

/** The member behind a login (by its e-mail), with the login's user id. */
export async function loginMember(db: Database, email: string): Promise<{ member: typeof members.$inferSelect; userId: number }> {
  return firstRow(await db.select({ member: members, userId: users.id }).from(members).innerJoin(users, eq(users.memberId, members.id)).where(eq(users.email, email)), email);
}

/** Creates `n` members of the club, each with a user and a live session cookie. */
export async function createMembers(t: TestApp, clubId: number, n: number, prefix = 'T'): Promise<TestMember[]> {
  const db = t.handle.db;
  const base = `${prefix}${process.pid % 1000}${++seq}`;
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: n }, (_, i) => ({
        clubId,
        memberNumber: `${base}-${i}`,
        barcode: `B${base}-${i}`,
        firstName: `Test${i}`,
        lastName: 'Booker',
      })),
    )
    .returning();
  const userRows = await db
    .insert(users)
    .values(
      rows.map((m) => ({
        clubId,
        email: `${m.memberNumber.toLowerCase()}@bookings.test`,
        userName: `${m.memberNumber.toLowerCase()}@bookings.test`,
        passwordHash: 'not-used',
        userType: USER_TYPE.member,
        memberId: m.id,
        role: 'USER' as const,
      })),
    )
    .returning();
  const timeouts = { idleMs: t.config.sessionIdleMs, absoluteMs: t.config.sessionAbsoluteMs };
  const out: TestMember[] = [];
  for (let i = 0; i < rows.length; i++) {
    const { token } = await createSession(db, userRows[i]!.id, timeouts, {});
    out.push({ id: rows[i]!.id, memberNumber: rows[i]!.memberNumber, cookie: `portal_sid=${token}` });
  }
  return out;
}

/** A class with one schedule starting at `startsAt`, owned by the calling test. */
export async function createClass(
  db: Database,
  clubId: number,
  opts: { startsAt: Date; capacity: number; durationMin?: number; feeCents?: number; name?: string },
) {
  const type = firstRow(await db.insert(classTypes).values({ clubId, description: `Type ${++seq}` }).returning(), 'type');
  const cls = firstRow(await db
    .insert(classes)
    .values({ clubId, classTypeId: type.id, name: opts.name ?? `Test Class ${seq}`, durationMin: opts.durationMin ?? 45, capacity: opts.capacity, instructor: 'Test Coach' })
    .returning(), 'cls');
  const schedule = firstRow(await db
    .insert(classSchedules)
    .values({
      classId: cls.id,
      clubId,
      startsAt: opts.startsAt,
      endsAt: new Date(opts.startsAt.getTime() + (opts.durationMin ?? 45) * 60_000),
      capacity: opts.capacity,
      feeCents: opts.feeCents ?? 0,
    })
    .returning(), 'schedule');
  return { type, cls, schedule };
}

export const hoursFromNow = (h: number) => new Date(nowMs() + h * 3_600_000);

/** The demo clubs' time zone (the seed's). */
export const DEMO_ZONE = 'Australia/Sydney';

/** Today in the demo club, YYYY-MM-DD, by the app's clock (pinned or not). */
export const demoClubToday = () => clubToday(new Date(nowMs()), DEMO_ZONE);
