// What makes class search and the public timetable hold at club scale: the search
// answers a page of the day, pictures travel as content-hashed URLs (never inline data), the
// public timetable is cached per club and day yet shows a booking at once, and it refuses an
// address that asks too often with the envelope's 429.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { CLASS_SEARCH_MAX_PAGE_SIZE, GroupClassListSchema } from '@portal/shared/contracts';
import { classes } from '../src/db/schema';
import { TOO_MANY_REQUESTS } from '../src/lib/messages';
import { TIMETABLE_LIMIT } from '../src/lib/public-limits';
import type { TestApp } from './helpers/test-app';
import { withSignedInDemoClub } from './helpers/shared-app';
import { createClass, createMembers, demoClubId, type TestMember } from './bookings-helpers/fixtures';
import { isClockPinned, nowMs, pinClock, resetClock } from '../src/lib/clock';
import { firstRow } from '../src/lib/first-row';

let t: TestApp;
let clubId: number;
let viewer: TestMember;

withSignedInDemoClub(
  async (app) => firstRow(await createMembers(app, await demoClubId(app.handle.db), 1, 'CS'), 'viewer'),
  (demo) => ({ t, clubId, as: viewer } = demo),
);

interface Card {
  classScheduleId: number;
  className: string;
  classDateTime: string;
  imageUrl: string;
  totalBooked: number;
  spotsLeft: number;
}

const DAY_MS = 86_400_000;
const clubDate = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(instant);
/** 10:00 club time (Sydney is UTC+10/+11) `days` ahead: well inside the day and the window. */
const dayAhead = (days: number, minutes = 0) => {
  const date = clubDate(new Date(nowMs() + days * DAY_MS));
  return new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000);
};

async function search(body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/book-gym-session/search', headers: { cookie: viewer.cookie }, payload: { accountId: 'DEMO01', classType: 0, ...body } });
  return { status: res.statusCode, body: res.json() as { payload: Card[]; errors: { message: string } } };
}

describe('class search pages', () => {
  it('answers the day a page at a time, in start order, with the same classes as one big page', async () => {
    const startsAt = dayAhead(9);
    for (let i = 0; i < 7; i += 1) await createClass(t.handle.db, clubId, { startsAt: new Date(startsAt.getTime() + i * 600_000), capacity: 5, name: `Paged ${i}` });
    const date = clubDate(startsAt);
    const all = (await search({ selectedDate: date })).body.payload;
    expect(all.length).toBeGreaterThanOrEqual(7);
    const pages: Card[][] = [];
    for (let page = 1; page <= Math.ceil(all.length / 3) + 1; page += 1) pages.push((await search({ selectedDate: date, page, pageSize: 3 })).body.payload);
    expect(pages[0]).toHaveLength(3);
    expect(pages.at(-1)).toEqual([]);
    expect(pages.flat().map((c) => c.classScheduleId)).toEqual(all.map((c) => c.classScheduleId));
    const starts = all.map((c) => c.classDateTime);
    expect([...starts].sort()).toEqual(starts);
  });

  it('never answers more than the cap, and refuses a bigger page size or page 0', async () => {
    const startsAt = dayAhead(10);
    for (let i = 0; i < CLASS_SEARCH_MAX_PAGE_SIZE + 2; i += 1) {
      await createClass(t.handle.db, clubId, { startsAt: new Date(startsAt.getTime() + i * 60_000), capacity: 5 });
    }
    const date = clubDate(startsAt);
    expect((await search({ selectedDate: date })).body.payload).toHaveLength(CLASS_SEARCH_MAX_PAGE_SIZE);
    expect((await search({ selectedDate: date, page: 2 })).body.payload.length).toBeGreaterThanOrEqual(2);
    expect((await search({ selectedDate: date, pageSize: CLASS_SEARCH_MAX_PAGE_SIZE + 1 })).status).toBe(400);
    expect((await search({ selectedDate: date, page: 0 })).status).toBe(400);
  });
});

describe('class search answers from the cache', () => {
  it('marks a class started once the clock passes it, on a page already cached, and answers every field of the schema', async () => {
    const wasPinned = isClockPinned();
    const offset = nowMs() - Date.now();
    const at = nowMs();
    try {
      const { schedule } = await createClass(t.handle.db, clubId, { startsAt: new Date(at + 500), capacity: 5 });
      const selectedDate = clubDate(new Date(at + 500));
      const card = async () => (await search({ selectedDate })).body.payload.find((c) => c.classScheduleId === schedule.id);
      pinClock(new Date(at));
      const before = await search({ selectedDate });
      expect(Value.Check(GroupClassListSchema, before.body.payload)).toBe(true);
      expect(await card()).toMatchObject({ hasStarted: false, spotsLeft: 5 });
      // Within the cache's second: the same day, now with the class begun.
      pinClock(new Date(at + 600));
      expect(await card()).toMatchObject({ hasStarted: true, spotsLeft: 5 });
    } finally {
      if (wasPinned) pinClock(new Date(Date.now() + offset));
      else resetClock();
    }
  });
});

describe('class pictures', () => {
  it('travel as a content-hashed URL served for a year (immutable), never as inline data', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#e03131"/></svg>';
    const dataUri = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const startsAt = dayAhead(11);
    const { cls, schedule } = await createClass(t.handle.db, clubId, { startsAt, capacity: 5 });
    await t.handle.db.update(classes).set({ imageUrl: dataUri }).where(eq(classes.id, cls.id));
    const date = clubDate(startsAt);
    const day = (await search({ selectedDate: date })).body.payload;
    expect(day.every((c) => !c.imageUrl.startsWith('data:'))).toBe(true);
    const card = day.find((c) => c.classScheduleId === schedule.id);
    const md5 = createHash('md5').update(dataUri).digest('hex');
    expect(card?.imageUrl).toBe(`/api/v1/public/class-images/${cls.id}/${md5}`);

    const picture = await t.app.inject({ method: 'GET', url: card!.imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(picture.body).toBe(svg);
    // Another hash (an old picture, a guess) is not an address of this class.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/public/class-images/${cls.id}/${'0'.repeat(32)}` })).statusCode).toBe(404);

    // The public timetable carries the same URL.
    const timetable = await t.app.inject({ method: 'GET', url: `/api/v1/public/timetable?accountId=DEMO01&date=${date}` });
    expect(timetable.json().payload.find((c: Card) => c.classScheduleId === schedule.id).imageUrl).toBe(card!.imageUrl);
  });

  it('passes a stored file address through unchanged', async () => {
    const startsAt = dayAhead(12);
    const { cls, schedule } = await createClass(t.handle.db, clubId, { startsAt, capacity: 5 });
    const file = `/api/v1/images/${'a'.repeat(64)}.png`;
    await t.handle.db.update(classes).set({ imageUrl: file }).where(eq(classes.id, cls.id));
    const card = (await search({ selectedDate: clubDate(startsAt) })).body.payload.find((c) => c.classScheduleId === schedule.id);
    expect(card?.imageUrl).toBe(file);
  });
});

describe('public timetable cache', () => {
  it('shows a booking and a cancellation made through this instance at once', async () => {
    const startsAt = dayAhead(13);
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt, capacity: 3 });
    const member = firstRow(await createMembers(t, clubId, 1, 'TT'), 'member');
    const url = `/api/v1/public/timetable?accountId=DEMO01&date=${clubDate(startsAt)}`;
    const seen = async () =>
      ((await t.app.inject({ method: 'GET', url, remoteAddress: '10.17.0.1' })).json().payload as Card[]).find((c) => c.classScheduleId === schedule.id);
    expect(await seen()).toMatchObject({ totalBooked: 0, spotsLeft: 3 });
    expect(await seen()).toMatchObject({ totalBooked: 0, spotsLeft: 3 }); // cached now

    const booked = await t.app.inject({ method: 'POST', url: '/api/v1/book-gym-session/book', headers: { cookie: member.cookie }, payload: { classScheduleId: schedule.id } });
    expect(booked.json().payload.bookingStatus).toBe('Booked');
    expect(await seen()).toMatchObject({ totalBooked: 1, spotsLeft: 2 });

    const bookedId = booked.json().payload.bookedId;
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/bookings/class/${bookedId}/cancel`, headers: { cookie: member.cookie } })).statusCode).toBe(200);
    expect(await seen()).toMatchObject({ totalBooked: 0, spotsLeft: 3 });
  });
});

describe('public timetable limit', () => {
  it('answers 429 with the envelope once an address asks more than TIMETABLE_LIMIT times a minute; others still get in', async () => {
    const url = `/api/v1/public/timetable?accountId=DEMO01&date=${clubDate(new Date(nowMs() + DAY_MS))}`;
    for (let i = 0; i < TIMETABLE_LIMIT; i += 1) {
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '10.17.9.9' })).statusCode).toBe(200);
    }
    const refused = await t.app.inject({ method: 'GET', url, remoteAddress: '10.17.9.9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ statusCode: 429, payload: null, errors: { message: TOO_MANY_REQUESTS } });
    expect((await t.app.inject({ method: 'GET', url, remoteAddress: '10.17.9.10' })).statusCode).toBe(200);
  });
});
