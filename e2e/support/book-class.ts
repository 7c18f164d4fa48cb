// Booking a class from /classbooking, as the bookings, timetable and first-club specs and the
// production-topology check all do.
import { expect, type Page } from '@playwright/test';
import { firstClubDay } from './club-calendar';
import { fillDateField } from './date-field';
import { expectPageOpened } from './page-content';

/** Searches the classes of the club-local `date` (YYYY-MM-DD), checks the card of `className` shows `shows`, and books it. */
export async function bookClass(page: Page, className: string, date: string, shows: string): Promise<void> {
  await page.goto('/classbooking');
  await expectPageOpened(page, 'Book a Class');
  await fillDateField(page, 'Date', date);
  await page.getByRole('button', { name: 'Search Class' }).click();
  const card = page.getByLabel(className);
  await expect(card.getByText(shows)).toBeVisible();
  await card.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('You have succesfully booked to class.').first()).toBeVisible();
}

/** Books Body Pump (Monday, Wednesday and Friday at 12:15, Group Fitness: the default type) on its first day from two days ahead. */
export async function bookBodyPump(page: Page): Promise<void> {
  await bookClass(page, 'Body Pump', firstClubDay(2, [1, 3, 5]), 'spots left');
}
