import { forwardRef, useImperativeHandle } from 'react';
import { apiFailure, fillCardFields, mockApi, renderWithProviders, screen, userEvent, waitFor } from '@portal/shared/test-utils';
import { CasualVisitPage } from './casual-visit-page';

// jsdom has no canvas and no card-capture page: the signature dialog and the card frame are
// stand-ins that answer at once (their own tests live in @portal/shared).
const reloads = jest.fn();
jest.mock('@portal/shared', () => {
  const actual = jest.requireActual('@portal/shared');
  return {
    ...actual,
    SignatureDialog: ({ opened, onConfirm }: { opened: boolean; onConfirm: (r: unknown) => void }) =>
      opened ? <button onClick={() => onConfirm({ signaturePayload: 'data:image/png;base64,iVBORw0KGgoSIG', signatureParentGuarantorPayload: '' })}>Test sign</button> : null,
    CardFrame: forwardRef(function CardFrame({ onCard }: { onCard: (c: unknown) => void }, ref) {
      useImperativeHandle(ref, () => ({ reload: reloads }));
      return <button onClick={() => onCard({ Token: 'tok_1', TokenReference: 'ref_1' })}>Test card</button>;
    }),
  };
});

const INFO = { clubName: 'Demo Club', feeCents: 2500, waiverText: 'I accept the risk.', pciVaultEnabled: true, today: '2030-01-07' };
const RECEIPT = { message: 'Thank you, your casual visit is paid.', receiptNumber: 'CV-3', receivedAt: '07/01/2030 9:00 AM', clubName: 'Demo Club', name: 'Casey Casual', visitDate: '07/01/2030', reason: 'Gym', amountCents: 2500, card: 'Visa ending 4242' };

async function fillAndSign() {
  await userEvent.type(await screen.findByLabelText(/First name/), 'Casey');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Casual');
  await userEvent.type(screen.getByLabelText(/Email/), 'casey@example.com');
  await userEvent.type(screen.getByLabelText(/Date of birth/), '05/05/1990');
  await userEvent.click(screen.getByRole('combobox', { name: /Reason for your visit/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Gym' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign waiver' }));
  await userEvent.click(screen.getByRole('button', { name: 'Test sign' }));
  expect(screen.getByText('Waiver signed')).toBeInTheDocument();
}

describe('CasualVisitPage', () => {
  beforeEach(() => reloads.mockClear());

  it('shows the fee and waiver, then pays with the captured card and shows the receipt', async () => {
    const api = mockApi({ 'GET /public/casual-visit/:accountId': INFO, 'GET /public/casual-visit-reasons/:accountId': [{ id: 4, name: 'Gym' }], 'POST /public/casual-visit': RECEIPT });
    renderWithProviders(<CasualVisitPage />, { route: '/prospect-casual-visit?accountId=DEMO01' });
    expect(await screen.findByText('Demo Club: day pass $25.00', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('I accept the risk.')).toBeInTheDocument();
    await fillAndSign();
    await userEvent.click(screen.getByRole('button', { name: 'Test card' }));
    expect(await screen.findByRole('heading', { name: 'Casual visit receipt' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Receipt' })).toHaveTextContent('CV-3');
    const [call] = api.callsTo('POST /public/casual-visit');
    expect(call!.body).toMatchObject({ accountId: 'DEMO01', firstName: 'Casey', reasonId: 4, dateOfBirth: '1990-05-05', token: 'tok_1' });
    expect(call!.headers['idempotency-key']).toBeTruthy();
  });

  it('a date of birth that makes the visitor a minor asks for the waiver to be signed again', async () => {
    mockApi({ 'GET /public/casual-visit/:accountId': INFO, 'GET /public/casual-visit-reasons/:accountId': [{ id: 4, name: 'Gym' }] });
    renderWithProviders(<CasualVisitPage />, { route: '/prospect-casual-visit?accountId=DEMO01' });
    await fillAndSign();
    const dateOfBirth = screen.getByLabelText(/Date of birth/);
    await userEvent.clear(dateOfBirth);
    await userEvent.type(dateOfBirth, '05/05/2020');
    await waitFor(() => expect(screen.queryByText('Waiver signed')).not.toBeInTheDocument());
  });

  it('shows a decline, keeps the details and offers the card form again with a fresh key', async () => {
    const api = mockApi({ 'GET /public/casual-visit/:accountId': INFO, 'GET /public/casual-visit-reasons/:accountId': [{ id: 4, name: 'Gym' }], 'POST /public/casual-visit': apiFailure(402, 'Your card was declined.') });
    renderWithProviders(<CasualVisitPage />, { route: '/prospect-casual-visit?accountId=DEMO01' });
    await fillAndSign();
    await userEvent.click(screen.getByRole('button', { name: 'Test card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Casey');
    expect(screen.getByText('Waiver signed')).toBeInTheDocument();
    expect(reloads).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Test card' }));
    await waitFor(() => expect(api.callsTo('POST /public/casual-visit')).toHaveLength(2));
    const [first, second] = api.callsTo('POST /public/casual-visit');
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  // No PCI vault: the card is typed into the payment-fields kit, with its rules (Amex accepted)
  // and its errors under the field concerned.
  const TYPED = { ...INFO, pciVaultEnabled: false };
  const YEAR = String(new Date().getFullYear() + 1);

  /** Opens the page of a club without the vault, fills the details, signs, types the card and presses Pay. */
  async function payWithTypedCard(number: string) {
    const api = mockApi({ 'GET /public/casual-visit/:accountId': TYPED, 'GET /public/casual-visit-reasons/:accountId': [{ id: 4, name: 'Gym' }], 'POST /public/casual-visit': RECEIPT });
    renderWithProviders(<CasualVisitPage />, { route: '/prospect-casual-visit?accountId=DEMO01' });
    await fillAndSign();
    await fillCardFields({ number, name: 'Casey Casual', year: YEAR, cvv: number.startsWith('37') ? '1234' : '123' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    return api;
  }

  it('refuses a mistyped card under its field and sends nothing', async () => {
    const api = await payWithTypedCard('4242 4242 4242 4241');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('aria-invalid', 'true'));
    expect(api.callsTo('POST /public/casual-visit')).toHaveLength(0);
  });

  it('pays with a typed Amex card', async () => {
    const api = await payWithTypedCard('3782 822463 10005');
    expect(await screen.findByRole('heading', { name: 'Casual visit receipt' })).toBeInTheDocument();
    const [call] = api.callsTo('POST /public/casual-visit');
    expect(call!.body).toMatchObject({ ccNumber: '378282246310005', ccNameOnCard: 'Casey Casual', ccExpiryMonth: '08', ccExpiryYear: YEAR, cccVv: '1234' });
  });
});
