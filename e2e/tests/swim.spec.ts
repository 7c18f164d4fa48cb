// Swim school, as a guardian: the outstanding dialog and bell, paying one balance by card with a
// promo code, cancelling a class with a reason, using the make-up credit, and updating a
// direct-debit student's bank details.
import { expect, test } from '@playwright/test';
import { GUARDIAN } from '../support/demo-users';
import { APPROVED_CARD, fillCardFrame } from '../support/card';
import { clubDate as inDays, ddmmyyyy, yyyymmdd } from '../support/club-calendar';
import { fillDateField } from '../support/date-field';
import { fillDebitFields } from '../support/debit';
import { signIn } from '../support/sign-in';
import { closeOutstandingList } from '../support/swim';

test.describe.configure({ mode: 'serial' });

test('guardian pays an outstanding balance with a promo code and the bell count drops', async ({ page }) => {
  await signIn(page, GUARDIAN);
  await expect(page).toHaveURL(/\/student-class-booking$/);
  const dialog = page.getByRole('dialog', { name: 'Student/s with outstanding balance' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('button', { name: 'My Notifications, 1 student due for payment' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Pay for Mia Waters' }).click();
  const pay = page.getByRole('dialog', { name: 'Please enter payment details' });
  await expect(pay.getByText('Payment for Mia Waters')).toBeVisible();
  await expect(pay.getByText('A total of $85.00 will charge to your card.')).toBeVisible();
  await pay.getByRole('textbox', { name: 'Promo code' }).fill('NOPE');
  await pay.getByRole('button', { name: 'Apply Promo Code' }).click();
  await expect(pay.getByText('Invalid promo code: NOPE')).toBeVisible();
  await pay.getByRole('textbox', { name: 'Promo code' }).fill('FIFTYOFF');
  await pay.getByRole('button', { name: 'Apply Promo Code' }).click();
  await expect(pay.getByText('Promo code applied')).toBeVisible();
  await expect(pay.getByText('A total of $35.00 will charge to your card.')).toBeVisible();

  await fillCardFrame(page, { number: APPROVED_CARD, name: 'Jess Waters' });
  await expect(pay.getByText(/Card 424242######4242 captured/)).toBeVisible();
  await pay.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Payment successful').first()).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'My Notifications', exact: true })).toBeVisible();
});

test('guardian cancels a class with a reason and books a make-up with the credit', async ({ page }) => {
  await signIn(page, GUARDIAN);
  await expect(page).toHaveURL(/\/student-class-booking$/);
  await closeOutstandingList(page);
  const me = await (await page.request.get('/api/v1/auth/me')).json();
  const familyId: string = me.payload.memberNumber;

  // A date (from the day after tomorrow) where Mia has a class that can be cancelled.
  let classDate: string | null = null;
  for (let n = 2; n < 28 && !classDate; n++) {
    const res = await page.request.post('/api/v1/swim/search-class', {
      data: { studentFamilyId: familyId, selectedDate: yyyymmdd(inDays(n)) },
    });
    const cards = (await res.json()).payload as { studentName: string; bookingStatus: string; isCancelled: boolean; isHoliday: boolean }[];
    if (cards.some((c) => c.studentName === 'Mia Waters' && c.bookingStatus === 'Booked' && !c.isCancelled)) classDate = inDays(n);
  }
  expect(classDate).not.toBeNull();

  await fillDateField(page, 'Class date', classDate!);
  const card = page.locator('[aria-label^="Starfish"][aria-label$="Mia Waters"]').first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Cancel' }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel Class' });
  await cancelDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Please select reason for cancellation')).toBeVisible();
  await cancelDialog.getByRole('combobox', { name: 'Reason for cancellation' }).click();
  await page.getByRole('option', { name: 'Sick' }).click();
  await cancelDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Booking has been cancelled.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel' })).toBeHidden();

  await page.goto('/makeup-credits');
  await expect(page.getByText('The below cancelled sessions have makeup-credits which you can use.')).toBeVisible();
  const credit = page.locator(`[aria-label$="Mia Waters ${ddmmyyyy(classDate!)}"]`);
  await credit.getByRole('link', { name: 'Use Make Up' }).click();
  await expect(page.getByText('Please select a class you wish to do a make up in')).toBeVisible();

  // The first date with a Starfish class that has a place.
  const [, , id, scheduleId, levelId] = new URL(page.url()).pathname.split('/');
  let makeupDate: string | null = null;
  for (let n = 2; n < 28 && !makeupDate; n++) {
    const res = await page.request.post('/api/v1/swim/makeup-classes', {
      data: { selectedDate: ddmmyyyy(inDays(n)), cancelledSwimClassScheduleId: Number(scheduleId), classLevelId: Number(levelId), accountId: me.payload.accountId },
    });
    if (((await res.json()).payload ?? []).length > 0) makeupDate = inDays(n);
  }
  expect(id).toBeTruthy();
  expect(makeupDate).not.toBeNull();
  await fillDateField(page, 'Make up date', makeupDate!);
  await page.getByRole('button', { name: 'Book Make Up Session' }).first().click();
  await expect(page.getByText('You wish to continue booking for make up session?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Make up session has been booked.')).toBeVisible();
  await expect(page).toHaveURL(/\/makeup-credits$/);
  await expect(credit.getByText('Used')).toBeVisible();
  await expect(credit.getByRole('link', { name: 'Use Make Up' })).toBeHidden();
});

test("guardian updates a direct-debit student's bank details", async ({ page }) => {
  await signIn(page, GUARDIAN);
  await expect(page).toHaveURL(/\/student-class-booking$/);
  await closeOutstandingList(page);
  await page.goto('/student-list');
  const leo = page.locator('[aria-label="Leo Waters"]');
  await expect(leo.getByText('Skills mastered: Freestyle 25 m, backstroke')).toBeVisible();
  await expect(page.locator('[aria-label="Mia Waters"]').getByRole('button', { name: 'Payment Details' })).toBeHidden();
  await leo.getByRole('button', { name: 'Payment Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Payment Details' });
  await fillDebitFields(dialog, { bsb: ['062', '000'], number: '12345678', name: 'Jess Waters' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payment details have been updated.')).toBeVisible();
  await expect(dialog).toBeHidden();
});
