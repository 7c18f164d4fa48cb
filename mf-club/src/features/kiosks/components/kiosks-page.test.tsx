import { apiFailure, mockApi, renderWithProviders, screen, serverState, userEvent, waitFor, type MockApi, type MockApiCall, retype } from '@portal/shared/test-utils';
import { KiosksPage } from './kiosks-page';

const FRONT_DESK = { id: 3, deviceName: 'Front desk', pairedAt: '2026-11-01T09:00:00.000Z', lastSeenAt: null };

let api: MockApi;

test('issues a pairing code for the name typed and shows it', async () => {
  api = mockApi({
    'GET /admin/kiosks': [],
    'POST /admin/kiosks/pairing-codes': (call: MockApiCall) => ({ code: '482913', deviceName: (call.body as { deviceName: string }).deviceName, expiresAt: '2026-11-29T10:10:00.000Z' }),
  });
  renderWithProviders(<KiosksPage />, { session: { user: { role: 'ADMIN' } } });
  expect(await screen.findByText('No kiosks are paired.')).toBeInTheDocument();
  const name = screen.getByRole('textbox', { name: /Kiosk name/ });
  await retype(name, 'Pool entrance');
  await userEvent.click(screen.getByRole('button', { name: 'Issue pairing code' }));
  expect(await screen.findByTestId('pairing-code')).toHaveTextContent('482913');
  expect(screen.getByText('Pairing code for Pool entrance')).toBeInTheDocument();
  expect(api.callsTo('POST /admin/kiosks/pairing-codes')[0]?.body).toEqual({ deviceName: 'Pool entrance' });
});

test('revokes a paired kiosk, says so and lists what is left', async () => {
  const devices = serverState([FRONT_DESK]);
  api = mockApi({ 'GET /admin/kiosks': devices.read, 'DELETE /admin/kiosks/:id': devices.becomes([]) });
  renderWithProviders(<KiosksPage />, { session: { user: { role: 'ADMIN' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'Revoke Front desk' }));
  expect(await screen.findByText('Front desk is unpaired.')).toBeInTheDocument();
  expect(await screen.findByText('No kiosks are paired.')).toBeInTheDocument();
  expect(api.callsTo('DELETE /admin/kiosks/:id')[0]?.params).toEqual({ id: '3' });
});

test("shows the server's refusal", async () => {
  api = mockApi({
    'GET /admin/kiosks': [],
    'POST /admin/kiosks/pairing-codes': apiFailure(403, 'Only the club ADMIN can do this.'),
  });
  renderWithProviders(<KiosksPage />, { session: { user: { role: 'STAFF' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'Issue pairing code' }));
  expect(await screen.findByText('Only the club ADMIN can do this.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('pairing-code')).not.toBeInTheDocument());
});
