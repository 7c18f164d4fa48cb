import { apiFailure, mockApi, renderWithProviders, resetSession, screen, userEvent, type MockApiCall, retype, openDialog } from '@portal/shared/test-utils';
import { SCHOOL_MESSAGES } from '@portal/shared';
import type { SwimLevel, SwimTerm, SwimTermInput } from '@portal/shared/contracts';
import { SwimSchoolPage } from './swim-school-page';
import { expectRefusedBeforeSending } from '../../../common/console-test-kit';

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
  const dialog = await openDialog('New term');
  await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Term 2');
  const starts = dialog.getByRole('textbox', { name: /Starts on/ });
  await retype(starts, '2027-04-26');
  await userEvent.type(dialog.getByRole('textbox', { name: /Ends on/ }), '2027-04-01');
  await expectRefusedBeforeSending({ api, route: 'POST /club-console/swim/terms', save: 'Save term', message: SCHOOL_MESSAGES.endsBeforeStart }, dialog);
  const ends = dialog.getByRole('textbox', { name: /Ends on/ });
  await retype(ends, '2027-06-25');
  const credits = dialog.getByRole('textbox', { name: 'Make-up credits per term' });
  await retype(credits, '1');
  await userEvent.click(dialog.getByRole('button', { name: 'Save term' }));
  expect(await screen.findByText('The term was created.')).toBeInTheDocument();
  expect(api.callsTo('POST /club-console/swim/terms')[0]?.body).toEqual({ name: 'Term 2', startsOn: '2027-04-26', endsOn: '2027-06-25', makeupCreditsPerTerm: 1, makeupExpiryDays: 60 });
});

test('a weekly class: a capacity of 0 is refused on its field; removing a level in use says why', async () => {
  const api = school({ 'DELETE /club-console/swim/levels/1': apiFailure(409, SCHOOL_MESSAGES.levelInUse) });
  renderWithProviders(<SwimSchoolPage />, { session: { user: { role: 'ADMIN' } } });
  const dialog = await openDialog('New swim class');
  await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Starfish Tuesday');
  await userEvent.type(dialog.getByRole('textbox', { name: /Start time/ }), '16:00');
  const capacity = dialog.getByRole('textbox', { name: 'Capacity' });
  await retype(capacity, '0');
  await expectRefusedBeforeSending({ api, route: 'POST /club-console/swim/classes', save: 'Save class', message: SCHOOL_MESSAGES.capacity }, dialog);
  await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

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
  await expectRefusedBeforeSending({ api, route: 'POST /club-console/swim/holidays', save: 'Add holiday', message: SCHOOL_MESSAGES.date });
  const date = screen.getByRole('textbox', { name: /Date/ });
  await retype(date, '2020-01-01');
  await userEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
  expect(await screen.findByText(SCHOOL_MESSAGES.holidayPast)).toBeInTheDocument();
});
