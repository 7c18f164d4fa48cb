import { mockApi, renderWithProviders, screen } from '@portal/shared/test-utils';
import { PaymentSetupPage } from './payment-setup-page';

test('a household’s dependant is told who pays and is not offered the form', async () => {
  mockApi({ 'GET /household/payer': { payerName: 'Morgan Hale', isDependant: true, isPayer: false } });
  renderWithProviders(<PaymentSetupPage />, { session: { user: {} } });
  expect(await screen.findByText(/Payments for your account are made by Morgan Hale\./)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Save|Update/ })).toBeNull();
});
