// Searching the personal trainers from /ptbooking, as the PT booking tests do.
import type { Locator, Page } from '@playwright/test';
import { firstClubDay } from './club-calendar';
import { fillDateField } from './date-field';
import { expectPageOpened } from './page-content';

/**
 * Opens Book a PT Session and finds the trainers of the first Monday to Saturday at least
 * `daysAhead` days away: Jordan Lee (subscription required) works Monday to Saturday, 12:00-20:00.
 * Answers that day and Jordan Lee's card.
 */
export async function findJordanLee(page: Page, daysAhead: number): Promise<{ date: string; card: Locator }> {
  await page.goto('/ptbooking');
  await expectPageOpened(page, 'Book a PT Session');
  const date = firstClubDay(daysAhead, [1, 2, 3, 4, 5, 6]);
  await fillDateField(page, 'Date', date);
  await page.getByRole('button', { name: 'Find Trainer' }).click();
  return { date, card: page.getByLabel('Jordan Lee') };
}
