import { apiFailure, mockApi, renderWithProviders, resetSession, screen, userEvent, within, type MockApiCall } from '@portal/shared/test-utils';
import { SCHOOL_MESSAGES } from '@portal/shared';
import type { SwimLevel, SwimTerm, SwimTermInput } from '@portal/shared/contracts';
import { SwimSchoolPage } from './swim-school-page';

afterEach(() => resetSession());

const starfish: SwimLevel = { id: 1, name: 'Starfish', description: '', sortOrder: 0, students: 3, classes: 2 };
const term1: SwimTerm = { id: 4, name: 'Term 1', startsOn: '2027-01-25', endsOn: '2027-04-09', makeupCreditsPerTerm: 2, makeupExpiryDays: 60, classes: 0 };

function school(extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET /club-console/swim/levels': [starfish],
    'GET /club-console/swim/terms': [term1],
    'GET /club-console/swim/classes': [],
    'GET /club-console/swim/holidays': [],
    ...extra,
  });
}

test('a term with its make-up rules: an end before the start is refused on its field, then saved', async () => {
  const api = school({ 'POST /club-console/swim/terms': (call: MockApiCall) => ({ ...(call.body as SwimTermInput), id: 5, classes: 0 }) });
  renderWithProviders(<SwimSchoolPage />, { session: { user: { role: 'ADMIN' } } });
  await userEvent.click(await screen.findByRole('tab', { name: 'Terms' }));
  await userEvent.click(await screen.findByRole('button', { name: 'New term' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Term 2');
  const starts = within(dialog).getByRole('textbox', { name: /Starts on/ });
  await userEvent.clear(starts);
  await userEvent.type(starts, '2027-04-26');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Ends on/ }), '2027-04-01');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save term' }));
  expect(await within(dialog).findByText(SCHOOL_MESSAGES.endsBeforeStart)).toBeInTheDocument();
  expect(api.callsTo('POST /club-console/swim/terms')).toHaveLength(0);
  const ends = within(dialog).getByRole('textbox', { name: /Ends on/ });
  await userEvent.clear(ends);
  await userEvent.type(ends, '2027-06-25');
  const credits = within(dialog).getByRole('textbox', { name: 'Make-up credits per term' });
  await userEvent.clear(credits);
  await userEvent.type(credits, '1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save term' }));
  expect(await screen.findByText('The term was created.')).toBeInTheDocument();
  expect(api.callsTo('POST /club-console/swim/terms')[0]?.body).toEqual({ name: 'Term 2', startsOn: '2027-04-26', endsOn: '2027-06-25', makeupCreditsPerTerm: 1, makeupExpiryDays: 60 });
});

test('a weekly class: a capacity of 0 is refused on its field; removing a level in use says why', async () => {
  const api = school({ 'DELETE /club-console/swim/levels/1': apiFailure(409, SCHOOL_MESSAGES.levelInUse) });
  renderWithProviders(<SwimSchoolPage />, { session: { user: { role: 'ADMIN' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'New swim class' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Starfish Tuesday');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Start time/ }), '16:00');
  const capacity = within(dialog).getByRole('textbox', { name: 'Capacity' });
  await userEvent.clear(capacity);
  await userEvent.type(capacity, '0');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save class' }));
  expect(await within(dialog).findByText(SCHOOL_MESSAGES.capacity)).toBeInTheDocument();
  expect(api.callsTo('POST /club-console/swim/classes')).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  await userEvent.click(screen.getByRole('tab', { name: 'Levels' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
  expect(await screen.findByText(SCHOOL_MESSAGES.levelInUse)).toBeInTheDocument();
});

test('a holiday in the past is refused on its date before anything is sent', async () => {
  const api = school({ 'POST /club-console/swim/holidays': apiFailure(400, SCHOOL_MESSAGES.holidayPast, null, 'date') });
  renderWithProviders(<SwimSchoolPage />, { session: { user: { role: 'ADMIN' } } });
  await userEvent.click(await screen.findByRole('tab', { name: 'Holidays' }));
  await userEvent.type(await screen.findByRole('textbox', { name: /Date/ }), '2027-13-01');
  await userEvent.type(screen.getByRole('textbox', { name: /Holiday/ }), 'Show Day');
  await userEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
  expect(await screen.findByText(SCHOOL_MESSAGES.date)).toBeInTheDocument();
  expect(api.callsTo('POST /club-console/swim/holidays')).toHaveLength(0);
  const date = screen.getByRole('textbox', { name: /Date/ });
  await userEvent.clear(date);
  await userEvent.type(date, '2020-01-01');
  await userEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
  expect(await screen.findByText(SCHOOL_MESSAGES.holidayPast)).toBeInTheDocument();
});
