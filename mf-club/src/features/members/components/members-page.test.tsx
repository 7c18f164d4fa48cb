import { EMAIL_OF_ANOTHER_LOGIN_MESSAGE } from '@portal/shared/contracts';
import { apiFailure, mockApi, renderWithProviders, retype, screen, userEvent, type MockApi, type MockApiCall } from '@portal/shared/test-utils';
import { MembersPage } from './members-page';

const ALEX = { memberNumber: 'M100', name: 'Alex Morgan', email: 'member@demo.club', status: 'Active', hasLogin: true };
const DETAIL = {
  member: ALEX,
  identity: { firstName: 'Alex', lastName: 'Morgan', email: 'member@demo.club', dateOfBirth: '05/03/1991' },
  memberships: [{ name: 'Gold', status: 'Active', startDate: '2026-01-01', expiryDate: '2026-12-31', contractType: 'Monthly' }],
  bookings: [],
  payments: [],
};

let api: MockApi;

test('finds a member, opens them and sends a reset link', async () => {
  api = mockApi({
    'GET /club-console/members': [ALEX],
    'GET /club-console/members/:memberNumber': DETAIL,
    'POST /club-console/members/:memberNumber/reset-link': { message: 'A reset link is on its way to member@demo.club.' },
  });
  renderWithProviders(<MembersPage />, { session: { user: { role: 'ADMIN' } } });
  await userEvent.type(screen.getByRole('textbox', { name: /Name, e-mail or member number/ }), 'alex');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(api.callsTo('GET /club-console/members')[0]?.query).toEqual({ q: 'alex' });
  await userEvent.click(await screen.findByRole('button', { name: 'Open Alex Morgan' }));
  expect(await screen.findByText('Gold')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send a reset link' }));
  expect(await screen.findByText('A reset link is on its way to member@demo.club.')).toBeInTheDocument();
  expect(api.callsTo('POST /club-console/members/:memberNumber/reset-link')[0]?.params).toEqual({ memberNumber: 'M100' });
});

test("shows the server's refusal of a search", async () => {
  api = mockApi({ 'GET /club-console/members': apiFailure(400, 'Type at least 2 characters to search.') });
  renderWithProviders(<MembersPage />, { session: { user: { role: 'STAFF' } } });
  await userEvent.type(screen.getByRole('textbox', { name: /Name, e-mail or member number/ }), 'a');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('Type at least 2 characters to search.')).toBeInTheDocument();
});

async function openAlex() {
  renderWithProviders(<MembersPage />, { session: { user: { role: 'ADMIN' } } });
  await userEvent.type(screen.getByRole('textbox', { name: /Name, e-mail or member number/ }), 'alex');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Open Alex Morgan' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Correct name, e-mail or date of birth' }));
}

test("the ADMIN corrects a member's name and e-mail; the page shows them as saved", async () => {
  api = mockApi({
    'GET /club-console/members': [ALEX],
    'GET /club-console/members/:memberNumber': DETAIL,
    'PUT /club-console/members/:memberNumber/identity': (call: MockApiCall) => {
      const body = call.body as { firstName: string; lastName: string; email: string };
      return { ...DETAIL, identity: body, member: { ...ALEX, name: `${body.firstName} ${body.lastName}`, email: body.email } };
    },
  });
  await openAlex();
  expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveValue('05/03/1991');
  await retype(screen.getByRole('textbox', { name: /Last name/ }), 'Rivers');
  await retype(screen.getByRole('textbox', { name: /E-mail/ }), 'alex.rivers@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Save member details' }));
  expect(await screen.findByText("Alex Rivers's details are saved.")).toBeInTheDocument();
  expect(api.callsTo('PUT /club-console/members/:memberNumber/identity')[0]?.body).toEqual({
    firstName: 'Alex',
    lastName: 'Rivers',
    email: 'alex.rivers@example.com',
    dateOfBirth: '05/03/1991',
  });
  expect(screen.getByRole('heading', { name: 'Alex Rivers (M100)' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save member details' })).not.toBeInTheDocument();
});

test('a bad address is refused before sending, a taken one by the server, both on the field', async () => {
  api = mockApi({
    'GET /club-console/members': [ALEX],
    'GET /club-console/members/:memberNumber': DETAIL,
    'PUT /club-console/members/:memberNumber/identity': apiFailure(409, EMAIL_OF_ANOTHER_LOGIN_MESSAGE, null, 'email'),
  });
  await openAlex();
  const email = screen.getByRole('textbox', { name: /E-mail/ });
  await retype(email, 'not-an-address');
  await userEvent.click(screen.getByRole('button', { name: 'Save member details' }));
  expect(await screen.findByText('Please enter valid email address.')).toBeInTheDocument();
  expect(api.callsTo('PUT /club-console/members/:memberNumber/identity')).toHaveLength(0);
  await retype(email, 'renew@demo.club');
  await userEvent.click(screen.getByRole('button', { name: 'Save member details' }));
  expect(await screen.findByText(EMAIL_OF_ANOTHER_LOGIN_MESSAGE)).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveValue('renew@demo.club');
});
