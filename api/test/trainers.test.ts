// The club's personal trainers (modules/trainers): an ADMIN adds a trainer with weekly hours and
// absences and PT session types; the PT search and booking honour the absences. Every write is
// refused to a member, to STAFF and to another club's ADMIN; bad input gets a message on its field.
import { and, eq } from 'drizzle-orm';
import { TRAINER_MESSAGES } from '@portal/shared/contracts';
import { clubAuditLog, trainers, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed';
import { addDays } from '../src/lib/recurrence';
import { createMembers, demoClubToday } from './bookings-helpers/fixtures';
import { demoLogins, type TestApp } from './helpers/test-app';
import { withSignedInDemoClub } from './helpers/shared-app';
import { apiCalls, type Method } from './helpers/console-api';

let t: TestApp, clubId: number, as: Record<'admin' | 'staff' | 'member', string>;
withSignedInDemoClub((app) => demoLogins(app, 'admin', 'staff', 'member'), (demo) => ({ t, clubId, as } = demo));

const call = apiCalls(() => t);

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const trainerBody = (over: Record<string, unknown> = {}) => ({
  name: 'Ari Strong',
  bio: 'Strength and conditioning.',
  requireSubscription: false,
  active: true,
  ...over,
});
const typeBody = (over: Record<string, unknown> = {}) => ({
  name: 'Strength session',
  durationsMin: [30, 60],
  priceCents: 8000,
  requiresSubscription: false,
  ...over,
});

describe('who may keep the trainers', () => {
  const WRITES = (): Array<[Method, string, unknown?]> => [
    ['POST', '/trainers', trainerBody()],
    ['PUT', '/trainers/1', trainerBody()],
    ['PUT', '/trainers/1/hours', { hours: [] }],
    ['POST', '/trainers/1/exceptions', { date: '2030-01-01', startTime: '', endTime: '', reason: 'Leave' }],
    ['DELETE', '/trainers/exceptions/1'],
    ['POST', '/trainers/session-types', typeBody()],
    ['PUT', '/trainers/session-types/1', typeBody()],
  ];

  it('refuses no session (401), a member and STAFF (403), and writes nothing', async () => {
    const before = (await t.handle.db.select().from(trainers)).length;
    for (const [method, url, body] of WRITES()) {
      expect({ url, status: (await call(undefined, method, url, body)).status }).toEqual({ url, status: 401 });
      expect({ url, status: (await call(as.member, method, url, body)).status }).toEqual({ url, status: 403 });
      expect({ url, status: (await call(as.staff, method, url, body)).status }).toEqual({ url, status: 403 });
    }
    expect((await t.handle.db.select().from(trainers)).length).toBe(before);
  });

  it("refuses another club's ADMIN this club's trainers", async () => {
    const mine = (await call(as.admin, 'POST', '/trainers', trainerBody({ name: 'Mine' }))).body.payload;
    const type = (await call(as.admin, 'POST', '/trainers/session-types', typeBody())).body.payload;
    await t.handle.db.update(users).set({ role: 'ADMIN' }).where(eq(users.email, 'lite@demo.club'));
    const other = await t.login('lite@demo.club', DEMO_PASSWORD);
    expect((await call(other, 'PUT', `/trainers/${mine.id}`, trainerBody({ name: 'Stolen' }))).status).toBe(404);
    expect((await call(other, 'PUT', `/trainers/${mine.id}/hours`, { hours: [] })).status).toBe(404);
    expect(
      (
        await call(other, 'POST', `/trainers/${mine.id}/exceptions`, {
          date: '2030-01-01',
          startTime: '',
          endTime: '',
          reason: 'x',
        })
      ).status,
    ).toBe(404);
    expect((await call(other, 'PUT', `/trainers/session-types/${type.id}`, typeBody({ name: 'Stolen' }))).status).toBe(
      404,
    );
    expect((await call(other, 'GET', '/trainers')).body.payload.some((x: { id: number }) => x.id === mine.id)).toBe(
      false,
    );
    expect(
      (await call(as.admin, 'GET', '/trainers')).body.payload.find((x: { id: number }) => x.id === mine.id).name,
    ).toBe('Mine');
  });
});

describe('an ADMIN keeps a trainer', () => {
  it('hours make slots in the PT search; an absence takes them away and booking in it is refused', async () => {
    const trainer = (await call(as.admin, 'POST', '/trainers', trainerBody({ name: 'Zed Hours' }))).body.payload;
    const day = addDays(demoClubToday(), 3);
    const hours = await call(as.admin, 'PUT', `/trainers/${trainer.id}/hours`, {
      hours: [{ weekday: weekdayOf(day), startTime: '10:00', endTime: '12:00' }],
    });
    expect(hours.body.payload.hours).toEqual([{ weekday: weekdayOf(day), startTime: '10:00', endTime: '12:00' }]);
    const [m] = await createMembers(t, clubId, 1, 'PTX');
    const types = (
      await t.app.inject({ method: 'GET', url: `/api/v1/pt/booking-types/${clubId}`, headers: { cookie: m!.cookie } })
    ).json().payload;
    const search = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/pt/all-trainers-day',
        headers: { cookie: m!.cookie },
        payload: { selectedDate: day, bookingTypeId: types[0].bookingTypeId ?? types[0].id, duration: 60 },
      });
      return res.json().payload.find((x: { trainerId: number }) => x.trainerId === trainer.id);
    };
    expect((await search()).availableTime.map((s: { startTime: string }) => s.startTime)).toContain('10:00');

    const away = await call(as.admin, 'POST', `/trainers/${trainer.id}/exceptions`, {
      date: day,
      startTime: '',
      endTime: '',
      reason: 'Annual leave',
    });
    expect(away.body.payload).toMatchObject({ date: day, startTime: null, reason: 'Annual leave' });
    expect((await search()).availableTime).toEqual([]);
    const book = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/pt/book',
        headers: { cookie: m!.cookie },
        payload: {
          trainerId: trainer.id,
          userId: m!.memberNumber,
          startTime: '10:00',
          endTime: '11:00',
          trainingDate: day,
        },
      });
    expect((await book()).statusCode).toBe(400);

    expect((await call(as.admin, 'DELETE', `/trainers/exceptions/${away.body.payload.id}`)).status).toBe(200);
    expect((await search()).availableTime.length).toBeGreaterThan(0);
    // The same slot books once the trainer is back: the refusal was the absence.
    expect((await book()).statusCode).toBe(200);
    const audit = await t.handle.db
      .select()
      .from(clubAuditLog)
      .where(and(eq(clubAuditLog.clubId, clubId), eq(clubAuditLog.area, 'trainers')));
    expect(audit.map((a) => a.after.action)).toEqual(
      expect.arrayContaining(['trainer added', 'hours changed', 'absence added', 'absence removed']),
    );
  });

  it('session types keep durations, price and whether a PT subscription is needed', async () => {
    const made = (
      await call(
        as.admin,
        'POST',
        '/trainers/session-types',
        typeBody({ durationsMin: [60, 30, 30], requiresSubscription: true }),
      )
    ).body.payload;
    expect(made).toMatchObject({ durationsMin: [30, 60], priceCents: 8000, requiresSubscription: true });
    const changed = (
      await call(
        as.admin,
        'PUT',
        `/trainers/session-types/${made.id}`,
        typeBody({ priceCents: 9000, durationsMin: [45] }),
      )
    ).body.payload;
    expect(changed).toMatchObject({ id: made.id, durationsMin: [45], priceCents: 9000 });
  });
});

describe('bad input: a message on its field, nothing saved', () => {
  it('a photo of 10 MB, a nameless trainer', async () => {
    const photo = `data:image/jpeg;base64,${Buffer.alloc(10 * 1024 * 1024, 1).toString('base64')}`;
    const big = await call(as.admin, 'POST', '/trainers', trainerBody({ photo }));
    expect(big.body.errors).toEqual({ message: TRAINER_MESSAGES.photo, field: 'photo' });
    expect((await call(as.admin, 'POST', '/trainers', trainerBody({ name: ' ' }))).body.errors).toEqual({
      message: TRAINER_MESSAGES.required,
      field: 'name',
    });
  });

  it('hours ending before they start or overlapping; an absence with one time', async () => {
    const trainer = (await call(as.admin, 'POST', '/trainers', trainerBody({ name: 'Bad Hours' }))).body.payload;
    expect(
      (
        await call(as.admin, 'PUT', `/trainers/${trainer.id}/hours`, {
          hours: [{ weekday: 1, startTime: '12:00', endTime: '10:00' }],
        })
      ).body.errors,
    ).toEqual({ message: TRAINER_MESSAGES.endBeforeStart, field: 'hours.0.endTime' });
    const overlap = await call(as.admin, 'PUT', `/trainers/${trainer.id}/hours`, {
      hours: [
        { weekday: 1, startTime: '09:00', endTime: '12:00' },
        { weekday: 1, startTime: '11:00', endTime: '13:00' },
      ],
    });
    expect(overlap.body.errors.field).toBe('hours.0.startTime');
    expect(
      (
        await call(as.admin, 'POST', `/trainers/${trainer.id}/exceptions`, {
          date: addDays(demoClubToday(), 1),
          startTime: '10:00',
          endTime: '',
          reason: 'Dentist',
        })
      ).body.errors,
    ).toEqual({ message: TRAINER_MESSAGES.bothTimes, field: 'endTime' });
    expect(
      (await call(as.admin, 'GET', '/trainers')).body.payload.find((x: { id: number }) => x.id === trainer.id),
    ).toMatchObject({ hours: [], exceptions: [] });
  });

  it('a price of -1, durations off the 15-minute steps', async () => {
    expect((await call(as.admin, 'POST', '/trainers/session-types', typeBody({ priceCents: -1 }))).body.errors).toEqual(
      { message: TRAINER_MESSAGES.price, field: 'priceCents' },
    );
    expect(
      (await call(as.admin, 'POST', '/trainers/session-types', typeBody({ durationsMin: [20] }))).body.errors,
    ).toEqual({ message: TRAINER_MESSAGES.durations, field: 'durationsMin' });
  });
});
