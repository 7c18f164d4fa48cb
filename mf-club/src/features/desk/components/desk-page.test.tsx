import { mockApi, renderWithProviders, screen, userEvent, type MockApi, type MockApiCall } from '@portal/shared/test-utils';
import { DeskPage } from './desk-page';

const YOGA = {
  scheduleId: 11,
  className: 'Yoga',
  instructor: 'Sam',
  location: 'Studio 1',
  startTime: '09:00',
  endTime: '10:00',
  startsAt: '2026-11-29T22:00:00.000Z',
  capacity: 10,
  booked: 1,
  waitlisted: 0,
  checkedIn: 0,
  cancelled: false,
  roster: [{ bookingId: 501, memberNumber: 'M100', name: 'Alex Morgan', status: 'Booked', checkedIn: false }],
};

let api: MockApi;

test("shows the club's classes of today and marks a member's attendance", async () => {
  api = mockApi({
    'GET /club-console/desk/today': { date: '2026-11-30', timeZone: 'Australia/Sydney', classes: [YOGA] },
    'PUT /club-console/desk/bookings/:id/attendance': (call: MockApiCall) => {
      const { checkedIn } = call.body as { checkedIn: boolean };
      return { ...YOGA, checkedIn: checkedIn ? 1 : 0, roster: [{ ...YOGA.roster[0], checkedIn }] };
    },
  });
  renderWithProviders(<DeskPage />, { session: { user: { role: 'STAFF' } } });
  expect(await screen.findByText('Classes on 30/11/2026 (Australia/Sydney)')).toBeInTheDocument();
  const attended = screen.getByRole('checkbox', { name: 'Alex Morgan attended Yoga' });
  expect(attended).not.toBeChecked();
  await userEvent.click(attended);
  expect(await screen.findByText('Attendance marked.')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Alex Morgan attended Yoga' })).toBeChecked();
  expect(api.callsTo('PUT /club-console/desk/bookings/:id/attendance')[0]).toMatchObject({ params: { id: '501' }, body: { checkedIn: true } });
});

test('says when the club has no classes today', async () => {
  api = mockApi({ 'GET /club-console/desk/today': { date: '2026-11-30', timeZone: 'Australia/Sydney', classes: [] } });
  renderWithProviders(<DeskPage />, { session: { user: { role: 'STAFF' } } });
  expect(await screen.findByText('No classes today.')).toBeInTheDocument();
});
