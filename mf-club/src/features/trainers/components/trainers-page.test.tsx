import { TRAINER_MESSAGES } from '@portal/shared/contracts';
import {
  apiFailure,
  mockApi,
  renderWithProviders,
  resetSession,
  screen,
  userEvent,
  waitFor,
  within,
  type MockApiCall,
} from '@portal/shared/test-utils';
import { TrainersPage } from './trainers-page';

afterEach(() => resetSession());

const ari = {
  id: 3,
  name: 'Ari Strong',
  bio: '',
  photo: '',
  requireSubscription: false,
  active: true,
  hours: [] as Array<{ weekday: number; startTime: string; endTime: string }>,
  exceptions: [],
};

test('an ADMIN adds a trainer and their weekly hours', async () => {
  let list: Array<typeof ari> = [];
  const api = mockApi({
    'GET /trainers': () => list,
    'GET /trainers/session-types': [],
    'POST /trainers': (call: MockApiCall) => {
      list = [{ ...ari, ...(call.body as object) }];
      return list[0];
    },
    'PUT /trainers/3/hours': (call: MockApiCall) => {
      list = [{ ...list[0]!, hours: (call.body as { hours: typeof ari.hours }).hours }];
      return list[0];
    },
  });
  renderWithProviders(<TrainersPage />, { session: { user: { role: 'ADMIN' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'New trainer' }));
  const form = screen.getByRole('form', { name: 'New trainer' });
  await userEvent.type(within(form).getByLabelText(/Name/), 'Ari Strong');
  await userEvent.click(within(form).getByRole('button', { name: 'Add trainer' }));
  expect(await screen.findByText('Ari Strong added.')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
    name: 'Ari Strong',
    bio: '',
    requireSubscription: false,
    active: true,
  });

  await userEvent.click(await screen.findByRole('button', { name: 'Hours and absences' }));
  const hours = screen.getByRole('form', { name: 'Add hours' });
  await userEvent.selectOptions(within(hours).getByLabelText('Day'), 'Tuesday');
  await userEvent.type(within(hours).getByLabelText('From'), '12:00');
  await userEvent.type(within(hours).getByLabelText('To'), '10:00');
  await userEvent.click(within(hours).getByRole('button', { name: 'Add hours' }));
  expect(await within(hours).findByText(TRAINER_MESSAGES.endBeforeStart)).toBeInTheDocument();
  await userEvent.clear(within(hours).getByLabelText('To'));
  await userEvent.type(within(hours).getByLabelText('To'), '14:00');
  await userEvent.click(within(hours).getByRole('button', { name: 'Add hours' }));
  await waitFor(() =>
    expect(screen.getByRole('table', { name: 'Hours of Ari Strong' })).toHaveTextContent('Tuesday12:00 to 14:00'),
  );
  expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
    hours: [{ weekday: 2, startTime: '12:00', endTime: '14:00' }],
  });
});

test("a session type's price refused by the API shows under the price", async () => {
  mockApi({
    'GET /trainers': [],
    'GET /trainers/session-types': [],
    'POST /trainers/session-types': apiFailure(400, TRAINER_MESSAGES.price, null, 'priceCents'),
  });
  renderWithProviders(<TrainersPage />, { session: { user: { role: 'ADMIN' } } });
  const form = await screen.findByRole('form', { name: 'New session type' });
  await userEvent.type(within(form).getByLabelText('Session type'), 'Strength');
  await userEvent.click(within(form).getByRole('button', { name: 'Add session type' }));
  expect(await within(form).findByText(TRAINER_MESSAGES.price)).toBeInTheDocument();
});
