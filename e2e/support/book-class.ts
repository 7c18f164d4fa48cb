// Booking a class from /classbooking, as the bookings spec and the production-topology check both do.
import { expect, type Page } from '@playwright/test';
import { firstClubDay } from './club-calendar';
import { fillDateField } from './date-field';
import { expectPageOpened } from './page-content';

/** Books Body Pump (Monday, Wednesday and Friday at 12:15, Group Fitness: the default type) on its first day from two days ahead. */
export async function bookBodyPump(page: Page): Promise<void> {
  await page.goto('/classbooking');
  await expectPageOpened(page, 'Book a Class');
  await fillDateField(page, 'Date', firstClubDay(2, [1, 3, 5]));
  await page.getByRole('button', { name: 'Search Class' }).click();
  const card = page.getByLabel('Body Pump');
  await expect(card.getByText('spots left')).toBeVisible();
  await card.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('You have succesfully booked to class.').first()).toBeVisible();
}
