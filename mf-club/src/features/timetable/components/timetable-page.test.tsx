import { TIMETABLE_MESSAGES } from '@portal/shared/contracts';
import { apiFailure, mockApi, pinDeviceClock, renderWithProviders, resetSession, restoreDeviceClock, screen, userEvent, waitFor, within, type MockApiCall, retype } from '@portal/shared/test-utils';
import { TimetablePage } from './timetable-page';

afterEach(() => resetSession());

const created = {
  id: 7,
  classId: 70,
  name: 'Box Fit',
  classTypeId: 1,
  classType: 'Group Fitness',
  weekdays: ['MO', 'WE'],
  startTime: '06:30',
  durationMin: 45,
  instructor: 'Ada',
  location: 'Studio 3',
  capacity: 12,
  startsOn: '2026-12-01',
  endsOn: null,
  bookingWindowDays: 14,
  cancelCutoffHours: 2,
  lateCancelFeeCents: 1000,
  specialInstructions: '',
  imageUrl: '',
  rrule: 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE',
  retired: false,
};

async function fillNewSeries() {
  await userEvent.click(await screen.findByRole('button', { name: 'New class series' }));
  const form = screen.getByRole('form', { name: 'New class series' });
  await userEvent.type(within(form).getByLabelText(/Class name/), 'Box Fit');
  await within(form).findByRole('option', { name: 'Group Fitness' });
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Class type/ }), 'Group Fitness');
  await userEvent.click(within(form).getByLabelText('Mon'));
  await userEvent.click(within(form).getByLabelText('Wed'));
  await userEvent.type(within(form).getByLabelText(/Start time/), '06:30');
  await userEvent.type(within(form).getByLabelText('Room'), 'Studio 3');
  return form;
}

test('an ADMIN adds a weekly series; it is listed after the save', async () => {
  let list: unknown[] = [];
  const api = mockApi({
    'GET /timetable/series': () => list,
    'GET /timetable/class-types': [{ id: 1, description: 'Group Fitness' }],
    'GET /timetable/closures': [],
    'POST /timetable/series': (call: MockApiCall) => {
      list = [created];
      return { ...created, ...(call.body as object) };
    },
  });
  renderWithProviders(<TimetablePage />, { session: { user: { role: 'ADMIN' } } });
  expect(await screen.findByText(/No classes on the timetable yet/)).toBeInTheDocument();
  const form = await fillNewSeries();
  await userEvent.click(within(form).getByRole('button', { name: 'Add to timetable' }));
  expect(await screen.findByText('Box Fit is on the timetable.')).toBeInTheDocument();
  const post = api.calls.find((c) => c.method === 'POST');
  expect(post?.body).toMatchObject({
    name: 'Box Fit',
    classTypeId: 1,
    weekdays: ['MO', 'WE'],
    startTime: '06:30',
    location: 'Studio 3',
    lateCancelFeeCents: 1000,
    endsOn: null,
  });
  await waitFor(() => expect(screen.getByRole('table', { name: 'Class series' })).toHaveTextContent('Mon, Wed'));
});

test('a new club with no class type names one in the form and the series uses it', async () => {
  const api = mockApi({
    'GET /timetable/series': [],
    'GET /timetable/class-types': [],
    'GET /timetable/closures': [],
    'POST /timetable/class-types': (call: MockApiCall) => ({ id: 9, description: (call.body as { description: string }).description }),
    'POST /timetable/series': (call: MockApiCall) => ({ ...created, ...(call.body as object), classType: 'Aqua Aerobics' }),
  });
  renderWithProviders(<TimetablePage />, { session: { user: { role: 'ADMIN' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'New class series' }));
  const form = screen.getByRole('form', { name: 'New class series' });
  await userEvent.click(within(form).getByRole('button', { name: 'Add type' }));
  expect(await within(form).findByText(TIMETABLE_MESSAGES.required)).toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText('New class type'), 'Aqua Aerobics{Enter}');
  await waitFor(() =>
    expect(within(form).getByRole('combobox', { name: /Class type/ })).toHaveDisplayValue('Aqua Aerobics'),
  );
  await userEvent.type(within(form).getByLabelText(/Class name/), 'Aqua Fit');
  await userEvent.click(within(form).getByLabelText('Tue'));
  await userEvent.type(within(form).getByLabelText(/Start time/), '09:00');
  await userEvent.click(within(form).getByRole('button', { name: 'Add to timetable' }));
  expect(await screen.findByText('Aqua Fit is on the timetable.')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'POST' && c.url.includes('series'))?.body).toMatchObject({ classTypeId: 9 });
  expect(api.calls.filter((c) => c.method === 'POST' && c.url.includes('class-types'))).toHaveLength(1);
});

test("the API's refusal shows under its field, and the rules refuse before sending", async () => {
  const api = mockApi({
    'GET /timetable/series': [],
    'GET /timetable/class-types': [{ id: 1, description: 'Group Fitness' }],
    'GET /timetable/closures': [],
    'POST /timetable/series': apiFailure(
      400,
      'Spin Express is in this room on Mon at 06:00. Choose another room or time.',
      null,
      'location',
    ),
  });
  renderWithProviders(<TimetablePage />, { session: { user: { role: 'ADMIN' } } });
  const form = await fillNewSeries();
  const fee = within(form).getByLabelText(/Late-cancel fee/);
  await retype(fee, '-1');
  await userEvent.click(within(form).getByRole('button', { name: 'Add to timetable' }));
  expect(await within(form).findByText(TIMETABLE_MESSAGES.fee)).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  await retype(fee, '10');
  await userEvent.click(within(form).getByRole('button', { name: 'Add to timetable' }));
  const room = within(form).getByLabelText('Room');
  expect(await within(form).findByText(/Spin Express is in this room/)).toBeInTheDocument();
  expect(room).toHaveAttribute('aria-invalid', 'true');
});

test("a new series starts on the club's today, in the club's zone, not the device's", async () => {
  // 03:00 UTC on 1 June: 13:00 on 1 June in Sydney, still 31 May in Los Angeles, where this club is.
  pinDeviceClock('2026-06-01T03:00:00Z');
  try {
    mockApi({ 'GET /timetable/series': [], 'GET /timetable/class-types': [{ id: 1, description: 'Group Fitness' }], 'GET /timetable/closures': [] });
    renderWithProviders(<TimetablePage />, { session: { user: { role: 'ADMIN' }, theme: { flags: {}, timeZone: 'America/Los_Angeles' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'New class series' }));
    const form = screen.getByRole('form', { name: 'New class series' });
    expect(within(form).getByLabelText('Starts on')).toHaveValue('2026-05-31');
  } finally {
    restoreDeviceClock();
  }
});
