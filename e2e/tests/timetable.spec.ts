// The club's timetable: an ADMIN adds a weekly class series in the console (/club/timetable), and
// a member finds it in class search and books it, with no seed row behind it.
import { expect, test } from '@playwright/test';
import { bookClass } from '../support/book-class';
import { clubDate } from '../support/club-calendar';
import { ADMIN, MEMBER } from '../support/demo-users';
import { withOwnSessions } from '../support/own-sessions';
import { signIn, signInAs } from '../support/sign-in';

test('an ADMIN creates a weekly series; a member finds it in class search and books it', async ({ browser }) => {
  await withOwnSessions(browser, ['admin', 'member'], async ({ admin, member }) => {
    await signIn(admin, ADMIN);
    await expect(admin).toHaveURL(/\/club$/);
    await admin
      .getByRole('link', { name: /Timetable/ })
      .first()
      .click();
    await expect(admin).toHaveURL(/\/club\/timetable$/);
    await admin.getByRole('button', { name: 'New class series' }).click();
    const form = admin.getByRole('form', { name: 'New class series' });
    await form.getByLabel(/Class name/).fill('Sunrise Boxing');
    await form.getByRole('combobox', { name: /Class type/ }).selectOption({ label: 'Group Fitness' });
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
      await form.getByLabel(day, { exact: true }).check();
    await form.getByLabel(/Start time/).fill('07:05');
    await form.getByLabel('Instructor').fill('Kai Lee');
    await form.getByLabel('Room').fill('Boxing Corner');
    await form.getByRole('button', { name: 'Add to timetable' }).click();
    await expect(admin.getByText('Sunrise Boxing is on the timetable.')).toBeVisible();
    await expect(admin.getByRole('table', { name: 'Class series' }).getByText('Sunrise Boxing')).toBeVisible();

    await signInAs(member, MEMBER);
    await bookClass(member, 'Sunrise Boxing', clubDate(2), '07:05');
  });
});
