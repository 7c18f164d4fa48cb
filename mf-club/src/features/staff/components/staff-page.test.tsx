import { EMAIL } from '@portal/shared';
import { LAST_ADMIN_MESSAGE, type StaffAccount } from '@portal/shared/contracts';
import { apiFailure, mockApi, renderWithProviders, resetSession, screen, userEvent, type MockApiCall, retype } from '@portal/shared/test-utils';
import { StaffPage } from './staff-page';
import { expectRefusedBeforeSending } from '../../../common/console-test-kit';

afterEach(() => resetSession());

const me: StaffAccount = { id: 4, email: 'admin@harbour.example', name: 'Casey Admin', role: 'ADMIN', invitationPending: false, isYou: true };

test('an ADMIN invites STAFF by e-mail; a bad address is refused on its field first', async () => {
  const staff = [me];
  const api = mockApi({
    'GET /club-console/staff': () => staff,
    'POST /club-console/staff': (call: MockApiCall) => {
      const body = call.body as { email: string; role: 'STAFF' };
      const added = { id: 9, email: body.email, name: 'Robin', role: body.role, invitationPending: true, isYou: false };
      staff.push(added);
      return added;
    },
  });
  renderWithProviders(<StaffPage />, { session: { user: { role: 'ADMIN' } } });
  await screen.findByText('admin@harbour.example');
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'not-an-address');
  await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Robin');
  await expectRefusedBeforeSending({ api, route: 'POST /club-console/staff', save: 'Send invitation', message: EMAIL });
  const email = screen.getByRole('textbox', { name: /E-mail/ });
  await retype(email, 'desk@harbour.example');
  await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText(/desk@harbour.example is invited/)).toBeInTheDocument();
  expect(api.callsTo('POST /club-console/staff')[0]?.body).toEqual({ email: 'desk@harbour.example', name: 'Robin', role: 'STAFF' });
  expect(await screen.findByText('Invited')).toBeInTheDocument();
});

test('removing the last ADMIN shows the server’s refusal', async () => {
  mockApi({ 'GET /club-console/staff': [me], 'DELETE /club-console/staff/4': apiFailure(409, LAST_ADMIN_MESSAGE) });
  renderWithProviders(<StaffPage />, { session: { user: { role: 'ADMIN' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'Remove access' }));
  expect(await screen.findByText(LAST_ADMIN_MESSAGE)).toBeInTheDocument();
});
