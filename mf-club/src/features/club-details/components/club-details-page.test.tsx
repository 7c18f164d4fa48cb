import { TIME_ZONE_LOCKED_MESSAGE } from '@portal/shared';
import { WEEKDAYS } from '@portal/shared/contracts';
import { apiFailure, mockApi, renderWithProviders, screen, userEvent, type MockApi, type MockApiCall } from '@portal/shared/test-utils';
import { ClubDetailsPage } from './club-details-page';

const DETAILS = {
  openingHours: WEEKDAYS.map((day) => ({ day, opens: '06:00', closes: '21:00' })),
  facebookUrl: '',
  socialLink: '',
  timeZone: 'Australia/Sydney',
  timeZoneLocked: false,
};

let api: MockApi;

async function pickZone(name: string) {
  const zone = await screen.findByRole('combobox', { name: 'Time zone' });
  await userEvent.clear(zone);
  await userEvent.type(zone, name);
  await userEvent.click(await screen.findByRole('option', { name }));
}

test("a new club's ADMIN corrects the time zone; only the details are sent", async () => {
  api = mockApi({
    'GET /club-console/details': DETAILS,
    'PUT /club-console/details': (call: MockApiCall) => ({ ...(call.body as object), timeZoneLocked: false }),
  });
  renderWithProviders(<ClubDetailsPage />, { session: { user: { role: 'ADMIN' } } });
  expect(await screen.findByRole('combobox', { name: 'Time zone' })).toHaveValue('Australia/Sydney');
  await pickZone('Australia/Perth');
  await userEvent.click(screen.getByRole('button', { name: 'Save club details' }));
  expect(await screen.findByText('Club details saved. Members see them on Club Info at their next visit.')).toBeInTheDocument();
  const { timeZoneLocked: _, ...sent } = DETAILS;
  expect(api.callsTo('PUT /club-console/details')[0]?.body).toEqual({ ...sent, timeZone: 'Australia/Perth' });
});

test('a refusal of the zone shows under the field and keeps the choice', async () => {
  api = mockApi({
    'GET /club-console/details': DETAILS,
    'PUT /club-console/details': apiFailure(409, TIME_ZONE_LOCKED_MESSAGE, null, 'timeZone'),
  });
  renderWithProviders(<ClubDetailsPage />, { session: { user: { role: 'ADMIN' } } });
  await pickZone('Australia/Perth');
  await userEvent.click(screen.getByRole('button', { name: 'Save club details' }));
  expect(await screen.findByText(TIME_ZONE_LOCKED_MESSAGE)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Australia/Perth');
});

test('once sessions are dated in it, the zone is shown fixed and says why', async () => {
  api = mockApi({ 'GET /club-console/details': { ...DETAILS, timeZoneLocked: true } });
  renderWithProviders(<ClubDetailsPage />, { session: { user: { role: 'ADMIN' } } });
  const zone = await screen.findByRole('combobox', { name: 'Time zone' });
  expect(zone).toBeDisabled();
  expect(screen.getByText(TIME_ZONE_LOCKED_MESSAGE)).toBeInTheDocument();
});
