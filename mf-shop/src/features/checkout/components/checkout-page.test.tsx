import { Route, Routes } from 'react-router-dom';
import { act, apiFailure, fillCardFields, mockApi, renderWithProviders, resetSession, screen, userEvent, type MockApi } from '@portal/shared/test-utils';
import { CheckoutPage } from './checkout-page';

const SUMMARY = {
  lines: [
    { productId: 1, productName: 'Club T-Shirt', productImage: '', itemQuantity: 2, price: '$29.95', discount: '$0.00', totalPriceIncTax: '$59.90', priceCents: 2995, discountCents: 0, totalCents: 5990 },
  ],
  voucherCode: 'SHOP10',
  subtotalCents: 5990,
  discountCents: 0,
  gstCents: 599,
  totalCents: 5990,
};
const EMPTY = { ...SUMMARY, lines: [], voucherCode: '', subtotalCents: 0, gstCents: 0, totalCents: 0 };

let api: MockApi;
afterEach(() => {
  resetSession();
});

function render(checkout: unknown, options: { vault?: boolean; payerName?: string } = {}) {
  let paid = false;
  api = mockApi({
    'GET /household/payer': { payerName: options.payerName ?? '', isDependant: Boolean(options.payerName), isPayer: false },
    'GET /shop/cart-summary/:m/:t': () => (paid ? EMPTY : SUMMARY),
    'POST /shop/check-out': (call: unknown) => {
      const answer = typeof checkout === 'function' ? (checkout as (c: unknown) => unknown)(call) : checkout;
      if (answer && typeof answer === 'object' && 'orderId' in answer) paid = true;
      return answer;
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/shopping-checkout" element={<CheckoutPage />} />
      <Route path="/shop" element={<p>Shop page</p>} />
    </Routes>,
    {
      route: '/shopping-checkout',
      session: { user: { memberNumber: 'M1', userType: 1 }, theme: { flags: { pciVaultEnabled: options.vault ?? false } } as never },
    },
  );
}

const fillCard = (number = '4242424242424242') => fillCardFields({ number, cvv: '913' });

test('step 1 checks the fields in order, shows the brand, then reviews and pays', async () => {
  render({ orderId: 1, paymentId: 1, totalCents: 5990, total: '$59.90', message: 'ok' });
  await screen.findByText('Enter your Payment Details', { selector: 'h3' });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter you card name.');
  await userEvent.type(screen.getByLabelText('Name on card'), 'Jo 9Bloggs');
  expect(screen.getByLabelText('Name on card')).toHaveValue('Jo Bloggs');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter you card number.');
  await userEvent.type(screen.getByLabelText('Card number'), '42a42');
  expect(screen.getByLabelText('Card number')).toHaveValue('4242');
  expect(screen.getByLabelText('Card type visa')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid credit card Number');
  // The field itself is marked, not only the summary line.
  expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Invalid credit card Number');
  await userEvent.clear(screen.getByLabelText('Card number'));
  await userEvent.clear(screen.getByLabelText('Name on card'));
  await fillCard();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));

  expect(await screen.findByText('Review Order', { selector: 'h3' })).toBeInTheDocument();
  expect(screen.getByText('Club T-Shirt')).toBeInTheDocument();
  expect(screen.getByLabelText('Order total')).toHaveTextContent('$59.90');
  expect(screen.getByText('Promo code: SHOP10')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Process Payment' }));
  expect(await screen.findByText('Transaction Successful.  Please go to the club to collect it (if applicable).', { normalizer: (s) => s })).toBeInTheDocument();
  const call = api.callsTo('POST /shop/check-out')[0];
  expect(call!.headers['idempotency-key']).toMatch(/\S/);
  expect(call!.body).toMatchObject({ memberNumber: 'M1', userType: 1, cCNumber: '4242424242424242', cCCVV: '913', cardType: 'VISACARD', voucherCode: 'SHOP10' });
  expect(call!.body).not.toHaveProperty('totalCents');
  expect(await screen.findByText('Shop page')).toBeInTheDocument();
});

test('a declined card is named, the cart is kept and the card step comes back once', async () => {
  render(apiFailure(402, 'Your card was declined.'));
  await screen.findByText('Enter your Payment Details', { selector: 'h3' });
  await fillCard('4000000000000002');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Process Payment' }));
  expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
  expect(screen.getAllByText('Unable to process payment, please try again.').length).toBeGreaterThan(0);
  expect(await screen.findByText('Enter your Payment Details', { selector: 'h3' })).toHaveFocus();
  expect(screen.queryByText('Shop page')).not.toBeInTheDocument();
  expect(api.callsTo('POST /shop/check-out')).toHaveLength(1);
});

test('an expired card refused by the server is named on the expiry field', async () => {
  render(apiFailure(400, 'Card has expired.'));
  await screen.findByText('Enter your Payment Details', { selector: 'h3' });
  await fillCard();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Process Payment' }));
  expect(await screen.findByText('Enter your Payment Details', { selector: 'h3' })).toHaveFocus();
  expect(screen.getAllByLabelText('Expiry month')[0]).toHaveAccessibleDescription('Card has expired.');
  expect(api.callsTo('POST /shop/check-out')).toHaveLength(1);
});

test.each([
  ['an out-of-stock item', 409, 'Sorry, Club T-Shirt is out of stock.'],
  ['a voucher that expired since it was applied', 400, 'This promo code has expired.'],
])('%s is named on the review, the cart is kept, nothing is retried', async (_what, status, message) => {
  render(apiFailure(status, message));
  await screen.findByText('Enter your Payment Details', { selector: 'h3' });
  await fillCard();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Process Payment' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByText('Review Order', { selector: 'h3' })).toBeInTheDocument();
  expect(screen.getByText('Club T-Shirt')).toBeInTheDocument();
  expect(screen.queryByText('Shop page')).not.toBeInTheDocument();
  expect(api.callsTo('POST /shop/check-out')).toHaveLength(1);
  // The reviewed cart travels with the payment, so a reused key with another cart is refused.
  expect(api.callsTo('POST /shop/check-out')[0]!.body).toMatchObject({ cartLines: [{ productId: 1, quantity: 2 }] });
});

// The control that moved the wizard leaves with its step; without this the focus fell back to the
// document and a keyboard user had to start again from the top of the page.
test('each step change takes the focus to the new step title', async () => {
  render({ orderId: 1, paymentId: 1, totalCents: 5990, total: '$59.90', message: 'ok' });
  await screen.findByText('Enter your Payment Details', { selector: 'h3' });
  await fillCard();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Review Order', { selector: 'h3' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByText('Enter your Payment Details', { selector: 'h3' })).toHaveFocus();
});

test('with the vault, the card from the frame takes the focus to the review, and a decline back to the card step', async () => {
  render(apiFailure(402, 'Your card was declined.'), { vault: true });
  await screen.findByText('Enter your Payment Details', { selector: 'h3' });
  const frame = screen.getByTitle('Card details') as HTMLIFrameElement;
  const card = { CardNumber: '424242######4242', NameOnCard: 'Jo Bloggs', ExpiryMonth: '08', ExpiryYear: '2030', Token: 'tok_1', TokenReference: 'ref_1' };
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: card, origin: window.location.origin, source: frame.contentWindow }));
  });
  expect(await screen.findByText('Review Order', { selector: 'h3' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Process Payment' }));
  expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
  expect(await screen.findByText('Enter your Payment Details', { selector: 'h3' })).toHaveFocus();
});

test('a household’s dependant is told who pays, and the payment carries no card (the payer’s stored card pays)', async () => {
  render({ orderId: 1, paymentId: 1, totalCents: 5990, total: '$59.90', message: 'ok' }, { vault: true, payerName: 'Morgan Hale' });
  await screen.findByText('Enter your Payment Details', { selector: 'h3' });
  expect(screen.getByText('Payments for your account are made by Morgan Hale.')).toBeInTheDocument();
  expect(screen.queryByTitle('Card details')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Process Payment' }));
  expect(await screen.findByText('Shop page')).toBeInTheDocument();
  const body = api.callsTo('POST /shop/check-out')[0]!.body as Record<string, unknown>;
  expect(body).toMatchObject({ memberNumber: 'M1', userType: 1, cartLines: [{ productId: 1, quantity: 2 }] });
  for (const field of ['cCNumber', 'token', 'tokenReference', 'cCCVV']) expect(body).not.toHaveProperty(field);
});
