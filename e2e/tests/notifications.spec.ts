// Notifications through the composed portal: a booking lights the shell's bell, the
// bell lists it and marks it read, /notifications lists everything, and the member turns the
// 24-hour reminder e-mail off (booking confirmations cannot be turned off).
import { expect, test, type Page } from '@playwright/test';
import { clubDate } from '../support/club-calendar';
import { MEMBER } from '../support/demo-users';
import { signInAs } from '../support/sign-in';
import { expectPageOpened } from '../support/page-content';

interface GroupClass {
  classScheduleId: number;
  className: string;
  spotsLeft: number;
}

/** Books the first class with a free place in the coming days, through the API as the signed-in member. */
async function bookSomeClass(page: Page): Promise<{ bookedId: number; className: string }> {
  const me = (await (await page.request.get('/api/v1/auth/me')).json()).payload as { userId: number };
  for (let days = 3; days < 10; days += 1) {
    const search = await page.request.post('/api/v1/book-gym-session/search', {
      data: { userId: me.userId, selectedDate: clubDate(days), accountId: 'DEMO01', classType: 0 },
    });
    const classes = ((await search.json()).payload ?? []) as GroupClass[];
    for (const c of classes.filter((x) => x.spotsLeft > 0)) {
      const res = await page.request.post('/api/v1/book-gym-session/book', { data: { userId: me.userId, classScheduleId: c.classScheduleId } });
      if (res.ok()) return { bookedId: (await res.json()).payload.bookedId, className: c.className };
    }
  }
  throw new Error('no class with a free place in the coming week');
}

test('a booking shows in the bell and on /notifications, marks as read, and reminders can be turned off', async ({ page }) => {
  await signInAs(page, MEMBER);
  const { bookedId, className } = await bookSomeClass(page);
  await page.reload();

  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const entry = page.getByRole('menuitem', { name: new RegExp(`Booked: ${className}`) }).first();
  await expect(entry).toBeVisible();
  await page.getByRole('menuitem', { name: 'See all notifications' }).click();

  await expect(page).toHaveURL(/\/notifications$/);
  await expectPageOpened(page, 'Notifications');
  const list = page.getByRole('list', { name: 'Your notifications' });
  await expect(list.getByText(`Booked: ${className}`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  // Live across the page and the header: the bell drops its count without a reload.
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  const prefs = page.getByRole('table', { name: 'Notification preferences' });
  await expect(prefs.getByRole('switch', { name: 'Booking confirmations: E-mail' })).toBeDisabled();
  const reminderEmail = prefs.getByRole('switch', { name: 'Reminders 24 hours before: E-mail' });
  await expect(reminderEmail).toBeChecked();
  await reminderEmail.click({ force: true });
  await expect(reminderEmail).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Notification preferences' }).getByRole('switch', { name: 'Reminders 24 hours before: E-mail' })).not.toBeChecked();

  // Leave the demo data as it was.
  await page.request.put('/api/v1/notifications/preferences', { data: { eventType: 'reminder', channel: 'email', enabled: true } });
  await page.request.post(`/api/v1/bookings/class/${bookedId}/cancel`);
});
