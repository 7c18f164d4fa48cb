import { apiFailure, mockApi, renderWithProviders, resetSession, screen, userEvent, waitFor, retype, openDialog } from '@portal/shared/test-utils';
import { SCHOOL_MESSAGES } from '@portal/shared';
import type { CrecheSeries } from '@portal/shared/contracts';
import { createsInto, expectRefusedBeforeSending } from '../../../common/console-test-kit';
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
    'POST /club-console/creche/series': createsInto(list, { id: 9, rrule: '', retired: false, booked: 0 }),
  });
  renderWithProviders(<CrechePage />, { session: { user: { role: 'ADMIN' } } });
  expect(await screen.findByText(/No creche sessions yet/)).toBeInTheDocument();
  const dialog = await openDialog('New creche series');
  await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Morning Creche');
  await userEvent.click(dialog.getByRole('checkbox', { name: 'Tue' }));
  await userEvent.type(dialog.getByRole('textbox', { name: /Start time/ }), '08:30');
  const oldest = dialog.getByRole('textbox', { name: 'Oldest (months)' });
  await retype(oldest, '3');
  await expectRefusedBeforeSending({ api, route: 'POST /club-console/creche/series', save: 'Save creche series', message: SCHOOL_MESSAGES.agesOrder }, dialog);

  await retype(oldest, '60');
  await userEvent.click(dialog.getByRole('button', { name: 'Save creche series' }));
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
  const dialog = await openDialog('Edit');
  const capacity = dialog.getByRole('textbox', { name: 'Capacity' });
  await retype(capacity, '1');
  await userEvent.click(dialog.getByRole('button', { name: 'Save creche series' }));
  expect(await dialog.findByText('Capacity cannot be below the 2 places already booked.')).toBeInTheDocument();
  expect(dialog.getByRole('textbox', { name: 'Capacity' })).toHaveAttribute('aria-invalid', 'true');
});
