// Through the composed portal: a member is on the waiting list of a full class; an ADMIN
// raises its capacity in the club console (/club/desk, a day ahead); the waiting list runs itself:
// the member is offered the place (the club holds it for them), sees the message in the shell's
// bell and the held place in My Bookings, and takes it with Book Now.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clubDate, ddmmyyyy } from '../support/club-calendar';
import { ADMIN, DEMO_PASSWORD, MEMBER, RENEW } from '../support/demo-users';
import { signIn, signInAs } from '../support/sign-in';

interface GroupClass {
  classScheduleId: number;
  className: string;
  spotsLeft: number;
}
interface DeskClass {
  scheduleId: number;
  className: string;
  startTime: string;
  capacity: number;
  booked: number;
  waitlisted: number;
}

const payloadOf = async <T>(res: { json(): Promise<unknown> }) => ((await res.json()) as { payload: T }).payload;

async function deskDay(admin: APIRequestContext, date: string): Promise<DeskClass[]> {
  return (await payloadOf<{ classes: DeskClass[] }>(await admin.get(`/api/v1/club-console/desk/today?date=${date}`))).classes;
}

/** A class a few days ahead the member can book, unique by name and time on its day. */
async function pickClass(member: Page, admin: APIRequestContext): Promise<{ date: string; desk: DeskClass }> {
  const me = await payloadOf<{ userId: number }>(await member.request.get('/api/v1/auth/me'));
  for (let days = 2; days < 10; days += 1) {
    const date = clubDate(days);
    const search = await member.request.post('/api/v1/book-gym-session/search', { data: { userId: me.userId, selectedDate: date, accountId: 'DEMO01', classType: 0 } });
    const open = ((await payloadOf<GroupClass[] | null>(search)) ?? []).filter((c) => c.spotsLeft > 0);
    const desk = await deskDay(admin, date);
    for (const c of open) {
      const d = desk.find((x) => x.scheduleId === c.classScheduleId);
      if (d && d.waitlisted === 0 && desk.filter((x) => x.className === d.className && x.startTime === d.startTime).length === 1) return { date, desk: d };
    }
  }
  throw new Error('no bookable class in the coming week');
}

test('an ADMIN raises a full class capacity in the console; the waitlisted member is offered the place and told in the bell', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const otherContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const member = await memberContext.newPage();
  let restore: (() => Promise<unknown>) | null = null;
  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    await signInAs(member, MEMBER);
    await signIn(admin, ADMIN);
    await expect(admin).toHaveURL(/\/club$/);

    const { date, desk } = await pickClass(member, admin.request);
    const original = desk.capacity;
    restore = () => admin.request.put(`/api/v1/club-console/classes/${desk.scheduleId}/capacity`, { data: { capacity: original } });
    // Make the class full: nobody booked yet takes the one place (another member), else the
    // capacity comes down to the places booked.
    let booked = desk.booked;
    if (booked === 0) {
      const login = await otherContext.request.post('/api/v1/auth/login', { data: { userName: RENEW, password: DEMO_PASSWORD, platform: 'web', deviceId: 'e2e' } });
      expect(login.ok()).toBe(true);
      await admin.request.put(`/api/v1/club-console/classes/${desk.scheduleId}/capacity`, { data: { capacity: 1 } });
      const taken = await otherContext.request.post('/api/v1/book-gym-session/book', { data: { classScheduleId: desk.scheduleId } });
      const otherId = (await payloadOf<{ bookedId: number }>(taken)).bookedId;
      cleanups.push(() => otherContext.request.post(`/api/v1/bookings/class/${otherId}/cancel`));
      booked = 1;
    } else {
      const full = await admin.request.put(`/api/v1/club-console/classes/${desk.scheduleId}/capacity`, { data: { capacity: booked } });
      expect(full.ok()).toBe(true);
    }

    // The member joins the waiting list.
    const joined = await member.request.post('/api/v1/book-gym-session/book', { data: { classScheduleId: desk.scheduleId } });
    expect(joined.ok()).toBe(true);
    const bookingId = (await payloadOf<{ bookedId: number }>(joined)).bookedId;
    cleanups.unshift(() => member.request.post(`/api/v1/bookings/class/${bookingId}/cancel`));
    expect((await deskDay(admin.request, date)).find((c) => c.scheduleId === desk.scheduleId)).toMatchObject({ capacity: booked, waitlisted: 1 });

    // The ADMIN raises the capacity by one on the desk, on the class's day.
    await admin.locator('a[href="/club/desk"]').first().click();
    await expect(admin.getByRole('heading', { name: 'Today at the Desk' }).first()).toBeVisible();
    await admin.getByLabel('Day').selectOption(date);
    await expect(admin.getByText(`Classes on ${ddmmyyyy(date)}`)).toBeVisible();
    const capacity = admin.getByLabel(`Capacity of ${desk.className} at ${desk.startTime}`, { exact: true });
    await expect(capacity).toHaveValue(String(booked));
    // Less than the places booked is refused on the field.
    if (booked > 1) {
      await capacity.fill(String(booked - 1));
      await admin.getByRole('button', { name: `Change capacity of ${desk.className} at ${desk.startTime}` }).click();
      await expect(admin.getByText(`Capacity cannot be less than the ${booked} members already booked.`)).toBeVisible();
    }
    await capacity.fill(String(booked + 1));
    await admin.getByRole('button', { name: `Change capacity of ${desk.className} at ${desk.startTime}` }).click();
    await expect(admin.getByText(`Capacity of ${desk.className} is now ${booked + 1}; 1 waiting member(s) offered or given a place.`)).toBeVisible();

    // The member: the message in the bell, the held place in My Bookings, and Book Now takes it.
    await member.goto('/current-bookings');
    const bell = member.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(member.getByRole('menuitem', { name: new RegExp(`A place is held for you: ${desk.className}`) }).first()).toBeVisible();
    await member.keyboard.press('Escape');
    const card = member.locator(`[aria-label="${desk.className} ${ddmmyyyy(date)}"]`);
    await expect(card.getByText('A place is held for you until')).toBeVisible();
    await card.getByRole('button', { name: 'Book Now' }).click();
    await expect(member.getByText('You have succesfully booked to class.').first()).toBeVisible();
    await expect(card.getByText('On Waiting List')).toHaveCount(0);
  } finally {
    // Leave the demo data as it was: bookings cancelled, the capacity back.
    for (const undo of cleanups) await undo().catch(() => undefined);
    await restore?.().catch(() => undefined);
    await adminContext.close();
    await memberContext.close();
    await otherContext.close();
  }
});
