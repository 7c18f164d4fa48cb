import { apiFailure, mockApi, renderWithProviders, screen, userEvent, type MockApi, type MockApiCall, retype } from '@portal/shared/test-utils';
import { BrandingPage } from './branding-page';

const BRANDING = {
  clubName: 'Demo Club',
  email: 'desk@demo.club',
  phone: '0299990000',
  street: '1 Pool Rd',
  suburb: 'Bondi',
  state: 'NSW',
  postCode: '2026',
  primaryTextColor: '#ffffff',
  secondaryTextColor: '#000000',
  primaryBackgroundColor: '#1c7ed6',
  secondaryBackgroundColor: '#f1f3f5',
  thirdBackgroundColor: '#e7f5ff',
  logoPng: '',
};

let api: MockApi;

test('saves the club details as edited and says members see them next time', async () => {
  api = mockApi({
    'GET /club-console/branding': BRANDING,
    'PUT /club-console/branding': (call: MockApiCall) => call.body,
  });
  renderWithProviders(<BrandingPage />, { session: { user: { role: 'ADMIN' } } });
  const name = await screen.findByRole('textbox', { name: /Club name/ });
  await retype(name, 'Bondi Swim School');
  await userEvent.click(screen.getByRole('button', { name: 'Save branding' }));
  expect(await screen.findByText('Branding saved. Members see it when they next open the portal.')).toBeInTheDocument();
  expect(api.callsTo('PUT /club-console/branding')[0]?.body).toEqual({ ...BRANDING, clubName: 'Bondi Swim School' });
});

test("shows the server's refusal and keeps what was typed", async () => {
  api = mockApi({
    'GET /club-console/branding': BRANDING,
    'PUT /club-console/branding': apiFailure(400, 'Enter a colour as #RRGGBB.'),
  });
  renderWithProviders(<BrandingPage />, { session: { user: { role: 'ADMIN' } } });
  const phone = await screen.findByRole('textbox', { name: /Phone/ });
  await retype(phone, '0288887777');
  await userEvent.click(screen.getByRole('button', { name: 'Save branding' }));
  expect(await screen.findByText('Enter a colour as #RRGGBB.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('0288887777');
});
