import { apiFailure, mockApi, renderWithProviders, resetSession, screen, userEvent, waitFor, within, type MockApiCall } from '@portal/shared/test-utils';
import { SCHOOL_MESSAGES } from '@portal/shared';
import type { CrecheSeries, CrecheSeriesInput } from '@portal/shared/contracts';
import { CrechePage } from './creche-page';

afterEach(() => resetSession());

const toddlers: CrecheSeries = {
  id: 3, name: 'Toddler Play', weekdays: ['MO', 'WE'], startTime: '09:00', durationMin: 90, capacity: 6, minAgeMonths: 12, maxAgeMonths: 36,
  room: 'Kids Room', startsOn: '2026-01-05', endsOn: null, rrule: 'RRULE:FREQ=WEEKLY', retired: false, booked: 2,
};

test('an ADMIN adds a weekly creche series; ages out of order are refused on their field before anything is sent', async () => {
  const list: CrecheSeries[] = [];
  const api = mockApi({
    'GET /club-console/creche/series': () => list,
    'POST /club-console/creche/series': (call: MockApiCall) => {
      const made = { ...(call.body as CrecheSeriesInput), id: 9, rrule: '', retired: false, booked: 0 } as CrecheSeries;
      list.push(made);
      return made;
    },
  });
  renderWithProviders(<CrechePage />, { session: { user: { role: 'ADMIN' } } });
  expect(await screen.findByText(/No creche sessions yet/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'New creche series' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Morning Creche');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tue' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Start time/ }), '08:30');
  const oldest = within(dialog).getByRole('textbox', { name: 'Oldest (months)' });
  await userEvent.clear(oldest);
  await userEvent.type(oldest, '3');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save creche series' }));
  expect(await within(dialog).findByText(SCHOOL_MESSAGES.agesOrder)).toBeInTheDocument();
  expect(api.callsTo('POST /club-console/creche/series')).toHaveLength(0);

  await userEvent.clear(oldest);
  await userEvent.type(oldest, '60');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save creche series' }));
  expect(await screen.findByText('The creche series was created.')).toBeInTheDocument();
  expect(api.callsTo('POST /club-console/creche/series')[0]?.body).toMatchObject({ name: 'Morning Creche', weekdays: ['TU'], startTime: '08:30', minAgeMonths: 6, maxAgeMonths: 60, endsOn: null });
  await waitFor(() => expect(screen.getByRole('cell', { name: 'Morning Creche' })).toBeInTheDocument());
});

test('the API’s refusal shows under its field (a capacity below the places booked)', async () => {
  mockApi({
    'GET /club-console/creche/series': [toddlers],
    'PUT /club-console/creche/series/3': apiFailure(400, 'Capacity cannot be below the 2 places already booked.', null, 'capacity'),
  });
  renderWithProviders(<CrechePage />, { session: { user: { role: 'ADMIN' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog');
  const capacity = within(dialog).getByRole('textbox', { name: 'Capacity' });
  await userEvent.clear(capacity);
  await userEvent.type(capacity, '1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save creche series' }));
  expect(await within(dialog).findByText('Capacity cannot be below the 2 places already booked.')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Capacity' })).toHaveAttribute('aria-invalid', 'true');
});
