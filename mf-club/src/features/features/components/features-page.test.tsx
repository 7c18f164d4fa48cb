import { mockApi, renderWithProviders, resetSession, screen, userEvent, waitFor, type MockApi, type MockApiCall } from '@portal/shared/test-utils';
import { FeaturesPage } from './features-page';
import { FLAG_LABELS } from './feature-labels';

const allOn = Object.fromEntries(Object.keys(FLAG_LABELS).map((k) => [k, true]));

let api: MockApi;
afterEach(() => {
  resetSession();
});

test('a switch saves only its own flag at once and says so', async () => {
  let flags = { ...allOn };
  api = mockApi({
    'GET /club-console/features': () => ({ enabledRemotes: ['mf-shop'], flags }),
    'GET /club-console/audit': () => [],
    'PUT /club-console/features': (call: MockApiCall) => {
      flags = { ...flags, ...(call.body as { flags: Record<string, boolean> }).flags };
      return { enabledRemotes: ['mf-shop'], flags };
    },
  });
  renderWithProviders(<FeaturesPage />, { session: { user: { role: 'ADMIN' } } });
  const shop = await screen.findByRole('switch', { name: 'Shop' });
  expect(shop).toBeChecked();
  await userEvent.click(shop);
  expect(await screen.findByText('Shop is now off.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Shop' })).not.toBeChecked());
  const put = api.calls.find((c) => c.method === 'PUT');
  expect(put?.body).toEqual({ flags: { shop: false } });
});
