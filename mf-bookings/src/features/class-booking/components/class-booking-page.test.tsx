import { SUSPENDED_NO_NEW_BOOKINGS } from '@portal/shared/messages';
import { apiFailure, mockApi, renderWithProviders, resetSession, screen, userEvent, waitFor, type MockApi, type MockApiCall, retype } from '@portal/shared/test-utils';
import { CLASS_SEARCH_PAGE_SIZE, type GroupClass } from '@portal/shared/contracts';
import { ClassBookingPage, MORE_CLASSES } from './class-booking-page';

let api: MockApi;
afterEach(() => {
  resetSession();
});

const filters = {
  'GET /book-gym-session/settings': { classBookingMaxDaysView: 14, timeZone: 'Australia/Sydney', today: '2030-05-01' },
  'GET /book-gym-session/active-accounts': [{ accountId: 'DEMO01', accountName: 'Demo Club', clubId: 1 }],
  'GET /book-gym-session/class-types-filter-option': [
    { id: 3, description: 'Yoga' },
    { id: 5, description: 'Group Fitness' },
  ],
};

/** A class of the search answer: an 18:00 class of 2030-05-01 with places left, unless told otherwise. */
const groupClass = (classScheduleId: number, more: Partial<GroupClass> = {}): GroupClass => ({
  classScheduleId, className: `Class ${classScheduleId}`, classCapacity: 20, totalBooked: 5, spotsLeft: 15, classDateTime: '2030-05-01T08:00:00.000Z',
  classDate: '2030-05-01', classTime: '18:00', classDuration: 45, instructor: 'Tom Baker', imageUrl: '', classSpecialInstructions: '', location: '', hasStarted: false,
  ...more,
});

it('searches with the Group Fitness default and shows the empty message', async () => {
  api = mockApi({ ...filters, 'POST /book-gym-session/search': [] });
  renderWithProviders(<ClassBookingPage />, { session: { user: {} } });
  await userEvent.click(await screen.findByRole('button', { name: 'Search Class' }));
  expect(await screen.findByText('No group fitness classes found.')).toBeInTheDocument();
  expect(api.callsTo('POST /book-gym-session/search')[0]!.body).toEqual({ selectedDate: '2030-05-01', accountId: 'DEMO01', classType: 5, page: 1, pageSize: CLASS_SEARCH_PAGE_SIZE });
});

it('searches the class type the member picks instead of the default', async () => {
  api = mockApi({ ...filters, 'POST /book-gym-session/search': [] });
  renderWithProviders(<ClassBookingPage />, { session: { user: {} } });
  await userEvent.click(await screen.findByRole('combobox', { name: 'Class type' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Yoga' }));
  await userEvent.click(screen.getByRole('button', { name: 'Search Class' }));
  await waitFor(() => expect(api.callsTo('POST /book-gym-session/search')[0]!.body).toMatchObject({ selectedDate: '2030-05-01', accountId: 'DEMO01', classType: 3 }));
});

it('shows the day a page at a time: Show more classes asks for the next page with the same filters', async () => {
  // A full first page and a short second one: the day has PAGE_SIZE + 2 classes.
  const day = Array.from({ length: CLASS_SEARCH_PAGE_SIZE + 2 }, (_, i) => groupClass(i + 1));
  api = mockApi({
    ...filters,
    'POST /book-gym-session/search': (call: MockApiCall) => {
      const { page, pageSize } = call.body as { page: number; pageSize: number };
      return day.slice((page - 1) * pageSize, page * pageSize);
    },
  });
  renderWithProviders(<ClassBookingPage />, { session: { user: {} } });
  await userEvent.click(await screen.findByRole('button', { name: 'Search Class' }));
  expect(await screen.findByText('Class 1')).toBeInTheDocument();
  expect(screen.queryByText(`Class ${CLASS_SEARCH_PAGE_SIZE + 1}`)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: MORE_CLASSES }));
  expect(await screen.findByText(`Class ${CLASS_SEARCH_PAGE_SIZE + 2}`)).toBeInTheDocument();
  expect(api.callsTo('POST /book-gym-session/search')[1]!.body).toEqual({ selectedDate: '2030-05-01', accountId: 'DEMO01', classType: 5, page: 2, pageSize: CLASS_SEARCH_PAGE_SIZE });
  // The short page was the last one.
  expect(screen.queryByRole('button', { name: MORE_CLASSES })).not.toBeInTheDocument();
});

it('books a class from its card', async () => {
  const item = groupClass(11, { className: 'HIIT Blast' });
  api = mockApi({
    ...filters,
    'POST /book-gym-session/search': [item],
    'POST /book-gym-session/book': { bookedId: 1, bookingStatus: 'Booked', message: 'You have succesfully booked to class.' },
  });
  renderWithProviders(<ClassBookingPage />, { session: { user: {} } });
  await userEvent.click(await screen.findByRole('button', { name: 'Search Class' }));
  expect(await screen.findByText('15 spots left')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
  expect(await screen.findByText('You have succesfully booked to class.')).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('POST /book-gym-session/book')[0]!.body).toMatchObject({ classScheduleId: 11 }));
});

it('takes a typed DD/MM/YYYY date and searches it as YYYY-MM-DD; a day before today is refused', async () => {
  api = mockApi({ ...filters, 'POST /book-gym-session/search': [] });
  renderWithProviders(<ClassBookingPage />, { session: { user: {} } });
  const date = await screen.findByRole('textbox', { name: 'Date' });
  expect(date).toHaveValue('01/05/2030');
  await retype(date, '30/04/2030');
  await userEvent.tab();
  expect(date).toHaveAccessibleDescription('Please enter valid date.');
  await userEvent.click(screen.getByRole('button', { name: 'Search Class' }));
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  expect(api.callsTo('POST /book-gym-session/search')).toHaveLength(0);

  await retype(date, '07/05/2030');
  await userEvent.click(screen.getByRole('button', { name: 'Search Class' }));
  await waitFor(() => expect(api.callsTo('POST /book-gym-session/search')[0]!.body).toMatchObject({ selectedDate: '2030-05-07' }));
});

it("shows the server's refusal when a rule the menu hides is enforced (a suspended member books)", async () => {
  const item = groupClass(12, { className: 'Spin' });
  api = mockApi({
    ...filters,
    'POST /book-gym-session/search': [item],
    'POST /book-gym-session/book': apiFailure(403, SUSPENDED_NO_NEW_BOOKINGS),
  });
  renderWithProviders(<ClassBookingPage />, { session: { user: {} } });
  await userEvent.click(await screen.findByRole('button', { name: 'Search Class' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Book Now' }));
  expect(await screen.findByText(SUSPENDED_NO_NEW_BOOKINGS)).toBeInTheDocument();
  // The refusal does not sign the member out or leave the page.
  expect(screen.getByRole('button', { name: 'Search Class' })).toBeInTheDocument();
});

it('a class that has started (or ended) offers no Book Now', async () => {
  const item = groupClass(13, { className: 'Early Spin', classDateTime: '2030-05-01T06:00:00.000Z', classTime: '06:00', hasStarted: true });
  api = mockApi({ ...filters, 'POST /book-gym-session/search': [item] });
  renderWithProviders(<ClassBookingPage />, { session: { user: {} } });
  await userEvent.click(await screen.findByRole('button', { name: 'Search Class' }));
  expect(await screen.findByText('This class has already started.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
});

it('a class the member already holds shows their booking, Booked or On Waiting List, with Cancel instead of Book Now', async () => {
  const booked = groupClass(21, { className: 'Booked Spin', myBooking: { bookingId: 501, status: 'Booked' } });
  const waiting = groupClass(22, { className: 'Full Yoga', spotsLeft: 0, myBooking: { bookingId: 502, status: 'Waiting' } });
  const free = groupClass(23, { className: 'Open Pilates' });
  api = mockApi({ ...filters, 'POST /book-gym-session/search': [booked, waiting, free] });
  renderWithProviders(<ClassBookingPage />, { session: { user: {} } });
  await userEvent.click(await screen.findByRole('button', { name: 'Search Class' }));
  expect(await screen.findByLabelText('Booked Spin')).toHaveTextContent('Booked');
  const cancels = screen.getAllByRole('link', { name: 'Cancel' });
  expect(cancels.map((a) => a.getAttribute('href'))).toEqual(['/current-bookings?cancel=class-501', '/current-bookings?cancel=class-502']);
  expect(screen.getByLabelText('Full Yoga')).toHaveTextContent('On Waiting List');
  // Only the class the member does not hold offers Book Now (pressing it on a held one answered 409).
  expect(screen.getAllByRole('button', { name: 'Book Now' })).toHaveLength(1);
  expect(screen.getByLabelText('Open Pilates')).toContainElement(screen.getByRole('button', { name: 'Book Now' }));
});
