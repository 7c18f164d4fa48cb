import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { verifyPassword } from './passwords';
import * as s from './schema';
import { allTableNames, DEMO_LOGINS, seedDatabase } from './seed';
import { openTestDatabase } from './test-database';
import { firstRow } from '../lib/first-row';

// A fixed "now" keeps the data identical between runs (dates are relative to it).
const NOW = new Date('2025-03-12T01:00:00Z');

async function counts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of allTableNames()) {
    const res = await handle.db.execute(sql.raw(`select count(*)::int as n from "${table}"`));
    out[table] = Number((res as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
  }
  return out;
}

// The api project's testTimeout is not applied per project by this jest version; set it here.
jest.setTimeout(60_000);

describe('seed', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('is idempotent: seeding twice (and resetting) gives the same rows', async () => {
    expect(await seedDatabase(handle, { today: NOW })).toEqual({ seeded: true });
    const first = await counts(handle);
    expect(await seedDatabase(handle, { today: NOW })).toEqual({ seeded: false });
    expect(await counts(handle)).toEqual(first);
    expect(await seedDatabase(handle, { today: NOW, reset: true })).toEqual({ seeded: true });
    expect(await counts(handle)).toEqual(first);
    expect(first.clubs).toBe(2);
    expect(first.class_schedules).toBeGreaterThan(100);
  });

  it('creates every demo login with a verifiable password', async () => {
    for (const login of DEMO_LOGINS) {
      const user = firstRow(await handle.db.select().from(s.users).where(eq(s.users.email, login.email)), 'user');
      expect(user).toBeDefined();
      expect(await verifyPassword(user.passwordHash, login.password)).toBe(true);
      expect(await verifyPassword(user.passwordHash, 'wrong-password')).toBe(false);
    }
    const guardian = firstRow(await handle.db.select().from(s.users).where(eq(s.users.email, 'guardian@demo.club')), 'guardian');
    expect(guardian.userType).toBe(5);
    const prospect = firstRow(await handle.db.select().from(s.users).where(eq(s.users.email, 'prospect@demo.club')), 'prospect');
    expect(prospect.userType).toBe(6);
    expect(prospect.prospectId).not.toBeNull();
  });

  it('gives the guardian an $85.00 balance and an unused make-up credit', async () => {
    const owing = await handle.db.select().from(s.posTransactions).where(sql`${s.posTransactions.outstandingCents} > 0`);
    expect(owing.map((r) => r.outstandingCents)).toEqual([8500]);
    const unused = await handle.db.select().from(s.makeupCredits).where(sql`${s.makeupCredits.usedAt} is null`);
    expect(unused.length).toBeGreaterThanOrEqual(1);
  });

  it('has a full class whose counter matches its bookings, and a 20-place class', async () => {
    const full = await handle.db.execute(
      sql`select id, capacity, total_booked from class_schedules where total_booked = capacity and capacity > 0`,
    );
    expect((full as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(1);
    const twenty = await handle.db.select().from(s.classSchedules).where(eq(s.classSchedules.capacity, 20));
    expect(twenty.length).toBeGreaterThan(0);
  });

  it('refuses a second live booking of the same class by the same member (partial unique index)', async () => {
    const member = firstRow(await handle.db.select().from(s.members).where(eq(s.members.memberNumber, '100002')), 'member');
    const schedule = firstRow(await handle.db
      .select()
      .from(s.classSchedules)
      .where(and(eq(s.classSchedules.capacity, 20)))
      .limit(1), 'schedule');
    await handle.db.insert(s.classBookings).values({ memberId: member.id, scheduleId: schedule.id, status: 'Booked' });
    await expect(
      handle.db.insert(s.classBookings).values({ memberId: member.id, scheduleId: schedule.id, status: 'Waiting' }),
    ).rejects.toThrow();
    // A cancelled booking does not block a new one.
    await handle.db
      .update(s.classBookings)
      .set({ status: 'Cancelled' })
      .where(and(eq(s.classBookings.memberId, member.id), eq(s.classBookings.scheduleId, schedule.id)));
    await expect(
      handle.db.insert(s.classBookings).values({ memberId: member.id, scheduleId: schedule.id, status: 'Booked' }),
    ).resolves.toBeDefined();
  });
});
