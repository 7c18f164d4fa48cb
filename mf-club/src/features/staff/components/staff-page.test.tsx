import { EMAIL } from '@portal/shared';
import { LAST_ADMIN_MESSAGE, MEMBER_LOGIN_NOT_STAFF_MESSAGE, type StaffAccount } from '@portal/shared/contracts';
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

test('a lapsed invitation is sent again from its row', async () => {
  const pending: StaffAccount = { id: 9, email: 'desk@harbour.example', name: '', role: 'STAFF', invitationPending: true, isYou: false };
  const api = mockApi({ 'GET /club-console/staff': [me, pending], 'POST /club-console/staff/9/invitation': pending });
  renderWithProviders(<StaffPage />, { session: { user: { role: 'ADMIN' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'Send the invitation to desk@harbour.example again' }));
  expect(await screen.findByText(/A new link is on its way to desk@harbour.example/)).toBeInTheDocument();
  expect(api.callsTo('POST /club-console/staff/9/invitation')).toHaveLength(1);
  // Nothing to send again for a login that has chosen its password.
  expect(screen.queryByRole('button', { name: 'Send the invitation to admin@harbour.example again' })).not.toBeInTheDocument();
});

test("a member's login made ADMIN is said so; a member's login as STAFF is refused on the address", async () => {
  mockApi({
    'GET /club-console/staff': [me],
    'POST /club-console/staff': (call: MockApiCall) =>
      (call.body as { role: string }).role === 'STAFF'
        ? apiFailure(400, MEMBER_LOGIN_NOT_STAFF_MESSAGE, null, 'email')
        : { id: 12, email: 'alex@harbour.example', name: 'Alex Morgan', role: 'ADMIN', invitationPending: false, isYou: false },
  });
  renderWithProviders(<StaffPage />, { session: { user: { role: 'ADMIN' } } });
  await screen.findByText('admin@harbour.example');
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'alex@harbour.example');
  await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Alex Morgan');
  await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText(MEMBER_LOGIN_NOT_STAFF_MESSAGE)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
  await userEvent.click(await screen.findByRole('option', { name: 'ADMIN: the whole console' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText('alex@harbour.example can use the club console as ADMIN now; we e-mailed them.')).toBeInTheDocument();
});
