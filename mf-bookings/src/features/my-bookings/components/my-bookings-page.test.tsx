import { apiFailure, mockApi, presetSession, renderWithProviders, resetSession, screen, userEvent, waitFor, within, type MockApi } from '@portal/shared/test-utils';
import { useLocation } from 'react-router-dom';
import { MyBookingsPage } from './my-bookings-page';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

const classBooking = {
  bookedId: 7,
  kind: 'class',
  bookingStatus: 'Booked',
  bookedDate: '2030-05-06',
  className: 'Body Pump',
  trainerName: 'Tom Baker',
  childName: '',
  classTime: '12:15',
  startTime: '12:15',
  endTime: '13:05',
  startsAt: '2030-05-06T02:15:00.000Z',
  endsAt: '2030-05-06T03:05:00.000Z',
  onlineClassUrlLink: '',
  classScheduleOnDemands: [],
  hasAvailableSlot: false,
  feeCents: 0,
};

let api: MockApi;
afterEach(() => {
  resetSession();
});

const base = (extra: Record<string, unknown>) => ({
  'GET /bookings/current/class/:m': [classBooking],
  'GET /bookings/current/pt/:m': [],
  'GET /bookings/current/creche/:m': [],
  'GET /calendar/feed': { token: 'tok', url: 'http://x/api/v1/calendar/tok.ics', createdAt: '2030-05-01T00:00:00.000Z', lastReadAt: null },
  ...extra,
});

it('a cancel refused inside the cut-off asks the second confirmation, then force-cancels', async () => {
  api = mockApi(
    base({
      'GET /bookings/class/:id/cancellation': { late: true, message: 'This class starts within 12 hours: cancelling now adds a late-cancel fee of $10.00 to your account.' },
      'POST /bookings/class/:id/cancel': apiFailure(409, 'late'),
      'POST /bookings/class/:id/force-cancel': 'success',
    }),
  );
  renderWithProviders(<MyBookingsPage when="current" />, { session: { user: {} } });
  const card = await screen.findByLabelText('Body Pump 06/05/2030');
  expect(within(card).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/v1/bookings/7/ics?kind=class');
  await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
  // The cost is stated before the member confirms, and again in the second confirmation.
  expect(await screen.findByText(/adds a late-cancel fee of \$10.00/)).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
  expect(await screen.findByText(/may incur a fee or forfeit a session credit/)).toBeInTheDocument();
  expect(screen.getByText(/adds a late-cancel fee of \$10.00/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(api.callsTo('POST /bookings/class/:id/force-cancel')).toHaveLength(1));
  expect(await screen.findByText('Booking has been cancelled.')).toBeInTheDocument();
});

it("the dashboard's ?cancel=<kind>-<id> asks to cancel that booking once the list is here, and cleans the address", async () => {
  api = mockApi(base({ 'GET /bookings/class/:id/cancellation': { late: false, message: 'Cancelling is free until 12 hours before.' } }));
  renderWithProviders(
    <>
      <MyBookingsPage when="current" />
      <Address />
    </>,
    { route: '/current-bookings?cancel=class-7', session: { user: {} } },
  );
  expect(await screen.findByText('Are you sure you want to cancel this booking?')).toBeInTheDocument();
  expect(await screen.findByText('Cancelling is free until 12 hours before.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Address')).toHaveTextContent(/^\/current-bookings$/));
  expect(api.callsTo('GET /bookings/class/:id/cancellation')).toHaveLength(1);
});

it('books a pending public-timetable selection when current bookings open', async () => {
  presetSession({ user: {} }); // resets sessionStorage, so the selection is saved after it
  sessionStorage.setItem('portal.pendingClassSelection', JSON.stringify({ classScheduleId: 42, classDateTime: '2030-05-06T02:15:00Z' }));
  api = mockApi(base({ 'POST /book-gym-session/book': { bookedId: 9, bookingStatus: 'Booked', message: 'You have succesfully booked to class.' } }));
  renderWithProviders(<MyBookingsPage when="current" />);
  expect(await screen.findByText('You have succesfully booked to class.')).toBeInTheDocument();
  expect(api.callsTo('POST /book-gym-session/book')[0]!.body).toMatchObject({ classScheduleId: 42 });
  expect(sessionStorage.getItem('portal.pendingClassSelection')).toBeNull();
  // The list is read after the booking, so the new booking is in it.
  await waitFor(() => expect(api.callsTo('GET /bookings/current/class/:m')).toHaveLength(1));
  const order = api.calls.map((c) => `${c.method} ${c.path}`);
  expect(order.indexOf('POST /book-gym-session/book')).toBeLessThan(order.findIndex((c) => c.startsWith('GET /bookings/current/class/')));
});

it('past bookings offer On-Demand (and nothing that changes a booking)', async () => {
  api = mockApi({
    'GET /bookings/past/class/:m': [{ ...classBooking, classScheduleOnDemands: [{ classTitle: 'Body Pump replay', classUrlLink: 'https://video.example/1' }] }],
    'GET /bookings/past/pt/:m': [],
    'GET /bookings/past/creche/:m': [],
  });
  renderWithProviders(<MyBookingsPage when="past" />, { session: { user: {} } });
  const card = await screen.findByLabelText('Body Pump 06/05/2030');
  expect(within(card).queryByRole('button', { name: 'Cancel' })).toBeNull();
  await userEvent.click(within(card).getByRole('button', { name: 'On-Demand' }));
  expect(await screen.findByText('Body Pump replay')).toBeInTheDocument();
});
