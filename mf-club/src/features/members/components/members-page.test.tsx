import { apiFailure, mockApi, renderWithProviders, screen, userEvent, type MockApi } from '@portal/shared/test-utils';
import { MembersPage } from './members-page';

const ALEX = { memberNumber: 'M100', name: 'Alex Morgan', email: 'member@demo.club', status: 'Active', hasLogin: true };
const DETAIL = {
  member: ALEX,
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
