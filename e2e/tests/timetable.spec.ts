// The club's timetable: an ADMIN adds a weekly class series in the console (/club/timetable), and
// a member finds it in class search and books it, with no seed row behind it.
import { expect, test } from '@playwright/test';
import { clubDate } from '../support/club-calendar';
import { fillDateField } from '../support/date-field';
import { ADMIN, MEMBER } from '../support/demo-users';
import { expectPageOpened } from '../support/page-content';
import { signIn, signInAs } from '../support/sign-in';

test('an ADMIN creates a weekly series; a member finds it in class search and books it', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const member = await memberContext.newPage();
  try {
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
    await member.goto('/classbooking');
    await expectPageOpened(member, 'Book a Class');
    await fillDateField(member, 'Date', clubDate(2));
    await member.getByRole('button', { name: 'Search Class' }).click();
    const card = member.getByLabel('Sunrise Boxing');
    await expect(card.getByText('07:05')).toBeVisible();
    await card.getByRole('button', { name: 'Book Now' }).click();
    await expect(member.getByText('You have succesfully booked to class.').first()).toBeVisible();
  } finally {
    await adminContext.close();
    await memberContext.close();
  }
});
