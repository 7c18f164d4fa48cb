// /current-bookings' first screen (CURRENT_BOOKINGS_FIRST_SCREEN, declared in src/first-screens.ts):
// the element the route's HTML frame holds, first in the page, above the calendar feed; not on /past-bookings.
import { firstScreenHtml } from '@portal/shared/first-screen';
import { mockApi, renderWithProviders, screen } from '@portal/shared/test-utils';
import { CURRENT_BOOKINGS_FIRST_SCREEN } from '../lib/current-bookings-first-screen';
import { MyBookingsPage } from './my-bookings-page';

const API = {
  'GET /bookings/:when/class/:m': [],
  'GET /bookings/:when/pt/:m': [],
  'GET /bookings/:when/creche/:m': [],
  'GET /calendar/feed': { token: 'tok', url: 'http://x/api/v1/calendar/tok.ics', createdAt: '2030-05-01T00:00:00.000Z', lastReadAt: null },
};

test('the current bookings start with the first screen of the frame, said once, above the calendar feed', async () => {
  mockApi(API);
  const { container } = renderWithProviders(<MyBookingsPage when="current" />, { session: { user: { memberNumber: 'M1' } } });
  const first = container.querySelector('.portal-first-screen');
  const framed = document.createElement('div');
  framed.innerHTML = firstScreenHtml(CURRENT_BOOKINGS_FIRST_SCREEN);
  expect(first?.isEqualNode(framed.firstElementChild)).toBe(true);
  expect(first?.parentElement?.firstElementChild).toBe(first);
  expect(await screen.findByLabelText('Calendar feed (private)')).toBeInTheDocument();
  expect(await screen.findByText('Not read by a calendar app yet.')).toBeInTheDocument();
  expect(screen.getAllByText(CURRENT_BOOKINGS_FIRST_SCREEN.intro)).toHaveLength(1);
});

test('the past bookings have no such intro', async () => {
  mockApi(API);
  renderWithProviders(<MyBookingsPage when="past" />, { session: { user: { memberNumber: 'M1' } } });
  expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
  expect(screen.queryByText(CURRENT_BOOKINGS_FIRST_SCREEN.intro)).toBeNull();
});
