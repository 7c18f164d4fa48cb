import { mockApi, renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import { SANDBOX_CONFIRMATION, type ConfirmPaymentPayload } from '@portal/shared/contracts';
import { setConfirmStep, type ConfirmStepRunner } from '../lib/confirm-steps';
import { ConfirmPaymentPage } from './confirm-payment-page';

const waiting = (kind: 'stripe' | 'sandbox'): ConfirmPaymentPayload => ({
  clubName: 'Demo Club',
  amountCents: 3900,
  description: 'Membership direct debit',
  status: 'requires_action',
  message: 'Your bank asks you to confirm this payment.',
  step: { kind, clientSecret: 'pi_1_secret_2', publishableKey: 'pk_test_1', paymentMethod: 'pm_1' },
});
const paid: ConfirmPaymentPayload = { ...waiting('sandbox'), status: 'approved', message: 'Payment successful', step: null };

it('runs the sandbox step and shows the payment confirmed once the server agrees', async () => {
  const api = mockApi({ 'GET /payments/confirm/:ref': waiting('sandbox'), 'POST /payments/confirm/:ref': paid });
  renderWithProviders(<ConfirmPaymentPage />, { route: '/confirm-payment?ref=12.abc' });
  expect(await screen.findByText('Your bank asks you to confirm a payment of $39.00 to Demo Club.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
  expect(await screen.findByText('Thank you, your payment is confirmed.')).toBeInTheDocument();
  expect(api.callsTo('POST /payments/confirm/:ref')[0]).toMatchObject({ params: { ref: '12.abc' }, body: { confirmation: SANDBOX_CONFIRMATION } });
});

it('hands the Stripe step the client secret and saved card, and sends back what it answered', async () => {
  const stripeStep = jest.fn<ReturnType<ConfirmStepRunner>, Parameters<ConfirmStepRunner>>(async () => 'pi_1');
  const previous = setConfirmStep('stripe', stripeStep);
  try {
    const api = mockApi({ 'GET /payments/confirm/:ref': waiting('stripe'), 'POST /payments/confirm/:ref': paid });
    renderWithProviders(<ConfirmPaymentPage />, { route: '/confirm-payment?ref=12.abc' });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Thank you, your payment is confirmed.')).toBeInTheDocument();
    expect(stripeStep).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: 'pi_1_secret_2', publishableKey: 'pk_test_1', paymentMethod: 'pm_1' }));
    expect(api.callsTo('POST /payments/confirm/:ref')[0]!.body).toEqual({ confirmation: 'pi_1' });
  } finally {
    setConfirmStep('stripe', previous);
  }
});

it('names the bank\'s refusal and records nothing when the step fails', async () => {
  const previous = setConfirmStep('stripe', async () => {
    throw new Error('We are unable to authenticate your payment method.');
  });
  try {
    const api = mockApi({ 'GET /payments/confirm/:ref': waiting('stripe'), 'POST /payments/confirm/:ref': paid });
    renderWithProviders(<ConfirmPaymentPage />, { route: '/confirm-payment?ref=12.abc' });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('We are unable to authenticate your payment method.')).toBeInTheDocument();
    expect(api.callsTo('POST /payments/confirm/:ref')).toHaveLength(0);
  } finally {
    setConfirmStep('stripe', previous);
  }
});

it('says so when the link is missing', async () => {
  renderWithProviders(<ConfirmPaymentPage />, { route: '/confirm-payment' });
  expect(await screen.findByText('This link is not valid.')).toBeInTheDocument();
});

it('offers nothing to confirm once the payment is settled (a second visit of the link)', async () => {
  mockApi({ 'GET /payments/confirm/:ref': paid });
  renderWithProviders(<ConfirmPaymentPage />, { route: '/confirm-payment?ref=12.abc' });
  expect(await screen.findByText('Thank you, your payment is confirmed.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm payment' })).toBeNull();
});
