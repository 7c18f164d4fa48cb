// The page's first screen (HOUSEHOLD_FIRST_SCREEN, declared in src/first-screens.ts): the element
// the route's HTML frame holds, first in the page before and after the household's answer.
import { firstScreenHtml } from '@portal/shared/first-screen';
import { mockApi, renderWithProviders, screen } from '@portal/shared/test-utils';
import { HOUSEHOLD_FIRST_SCREEN, HOUSEHOLD_STUDENTS_FIRST_SCREEN } from '../lib/household-first-screen';
import { HouseholdPage } from './household-page';

const framed = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild;
};
const firstOf = (container: HTMLElement) => container.querySelector('.portal-first-screen');
const EMPTY = { dependants: [], students: [], offers: [], payerCard: '' };

test('while the household loads and once it has, the first screen is the one of the frame, said once', async () => {
  mockApi({ 'GET /household': EMPTY });
  const { container } = renderWithProviders(<HouseholdPage />, { session: { user: {} } });
  expect(screen.getByText('Loading your household...')).toBeInTheDocument();
  expect(firstOf(container)?.isEqualNode(framed(firstScreenHtml(HOUSEHOLD_FIRST_SCREEN)))).toBe(true);
  expect(firstOf(container)?.parentElement?.firstElementChild).toBe(firstOf(container));
  expect(await screen.findByText('Nobody in your household yet: the club adds them for you.')).toBeInTheDocument();
  expect(firstOf(container)?.isEqualNode(framed(firstScreenHtml(HOUSEHOLD_FIRST_SCREEN)))).toBe(true);
  expect(screen.getAllByText(HOUSEHOLD_FIRST_SCREEN.intro)).toHaveLength(1);
});

test("a guardian whose household is only students reads the students' intro in its place", async () => {
  const student = { studentNumber: 'S1', name: 'Mia Waters', levelName: '', lessons: [], makeupCredits: 0, balanceCents: 0, posTrasanctionId: 0 };
  mockApi({ 'GET /household': { ...EMPTY, students: [student] } });
  renderWithProviders(<HouseholdPage />, { session: { user: {} } });
  expect(await screen.findByText(HOUSEHOLD_STUDENTS_FIRST_SCREEN.intro)).toBeInTheDocument();
  expect(screen.queryByText(HOUSEHOLD_FIRST_SCREEN.intro)).toBeNull();
});
