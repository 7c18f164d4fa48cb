import { Route, Routes } from 'react-router-dom';
import { apiFailure, mockApi, pressTwiceWhileBusy, renderWithProviders, resetSession, screen, userEvent, waitFor, type MockApi } from '@portal/shared/test-utils';
import { sessionStore } from '@portal/shared';
import { CartPage } from './cart-page';

const line = (qty: number, discountCents = 0) => ({
  productId: 1,
  productName: 'Club T-Shirt',
  productImage: '',
  itemQuantity: qty,
  price: '$29.95',
  discount: `$${(discountCents / 100).toFixed(2)}`,
  totalPriceIncTax: `$${((2995 * qty - discountCents) / 100).toFixed(2)}`,
  priceCents: 2995,
  discountCents,
  totalCents: 2995 * qty - discountCents,
});
const summary = (qty: number, voucherCode = '', discountCents = 0) => ({
  lines: qty ? [line(qty, discountCents)] : [],
  voucherCode,
  subtotalCents: 2995 * qty,
  discountCents,
  gstCents: 0,
  totalCents: 2995 * qty - discountCents,
});

/** The cart calls over the one product, as the server keeps it: + and - and remove change its quantity. */
function mockCart(qty: number) {
  return mockApi({
    'GET /shop/cart-summary/:m/:t': () => summary(qty),
    'POST /shop/add-to-cart': () => {
      qty += 1;
      return 'success';
    },
    'POST /shop/minus-to-cart': () => {
      qty -= 1;
      return 'success';
    },
    'POST /shop/remove-from-cart': () => {
      qty = 0;
      return 'success';
    },
  });
}

let api: MockApi;
afterEach(() => {
  resetSession();
});

function render(route = '/shopping-cart') {
  renderWithProviders(
    <Routes>
      <Route path="/shopping-cart" element={<CartPage />} />
      <Route path="/shopping-cart/:number" element={<CartPage />} />
      <Route path="/shop" element={<p>Shop page</p>} />
    </Routes>,
    { route, session: { user: { memberNumber: 'M1', userType: 1 } } },
  );
}

test('shows the table, changes quantities and deletes', async () => {
  api = mockCart(1);
  render();
  expect(await screen.findByText('Club T-Shirt')).toBeInTheDocument();
  for (const h of ['Product', 'Discount', 'Qty', 'Price', 'Total']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'One more Club T-Shirt' }));
  await waitFor(() => expect(screen.getByLabelText('Quantity of Club T-Shirt')).toHaveTextContent('2'));
  expect(screen.getByLabelText('Subtotal amount')).toHaveTextContent('$59.90');
  await userEvent.click(screen.getByRole('button', { name: 'One less Club T-Shirt' }));
  await waitFor(() => expect(screen.getByLabelText('Quantity of Club T-Shirt')).toHaveTextContent('1'));
  await userEvent.click(screen.getByRole('button', { name: 'Remove Club T-Shirt' }));
  // Empty cart: back to the shop.
  expect(await screen.findByText('Shop page')).toBeInTheDocument();
});

// A disabled control loses the focus in the browser: + and - stay enabled (aria-disabled) while the
// cart updates, so a keyboard user keeps their place, and a press meanwhile sends nothing.
test('the quantity buttons keep the focus while the cart updates, and ignore presses meanwhile', async () => {
  let qty = 1;
  let answer: () => void = () => undefined;
  api = mockApi({
    'GET /shop/cart-summary/:m/:t': () => summary(qty),
    'POST /shop/add-to-cart': () =>
      new Promise((resolve) => {
        answer = () => {
          qty += 1;
          resolve('success');
        };
      }),
  });
  render();
  const plus = await screen.findByRole('button', { name: 'One more Club T-Shirt' });
  await pressTwiceWhileBusy(plus);
  answer();
  await waitFor(() => expect(screen.getByLabelText('Quantity of Club T-Shirt')).toHaveTextContent('2'));
  expect(plus).not.toHaveAttribute('aria-disabled');
  expect(plus).toHaveFocus();
  expect(api.callsTo('POST /shop/add-to-cart')).toHaveLength(1);
});

test('a wrong voucher clears the field and reloads; a right one shows Promo Code Applied', async () => {
  api = mockApi({
    'GET /shop/cart-summary/:m/:t': summary(1),
    'POST /shop/apply-voucher': ({ body }: { body: { voucherCode: string } }) =>
      body.voucherCode === 'SHOP10' ? summary(1, 'SHOP10', 300) : apiFailure(400, 'Invalid promo code: NOPE'),
  });
  render();
  const input = await screen.findByLabelText('Voucher code');
  await userEvent.type(input, 'NOPE');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Invalid promo code: NOPE')).toBeInTheDocument();
  expect(input).toHaveValue('');
  expect(api.callsTo('GET /shop/cart-summary/:m/:t').length).toBeGreaterThanOrEqual(2);

  await userEvent.type(input, 'SHOP10');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect((await screen.findAllByText('Promo Code Applied')).length).toBeGreaterThan(0);
  expect(screen.getByText('$3.00')).toBeInTheDocument();
  expect(sessionStore.getState().voucherCode).toBe('SHOP10');
});

test('/shopping-cart/:number adds the product when it is not in the cart', async () => {
  api = mockCart(0);
  render('/shopping-cart/1');
  expect(await screen.findByText('Club T-Shirt')).toBeInTheDocument();
  expect(api.callsTo('POST /shop/add-to-cart')).toHaveLength(1);
  expect(api.callsTo('POST /shop/add-to-cart')[0]!.body).toMatchObject({ productId: 1, memberNumber: 'M1', userType: 1 });
});

test('/shopping-cart/:number leaves a product already in the cart as it is', async () => {
  api = mockCart(2);
  render('/shopping-cart/1');
  expect(await screen.findByText('Club T-Shirt')).toBeInTheDocument();
  expect(screen.getByLabelText('Quantity of Club T-Shirt')).toHaveTextContent('2');
  await new Promise((r) => setTimeout(r, 50));
  expect(api.callsTo('POST /shop/add-to-cart')).toHaveLength(0);
});

test('/shopping-cart/:number that names no product, on an empty cart, goes back to the shop', async () => {
  api = mockCart(0);
  render('/shopping-cart/abc');
  expect(await screen.findByText('Shop page')).toBeInTheDocument();
  expect(api.callsTo('POST /shop/add-to-cart')).toHaveLength(0);
});

test('on a phone the cart is a list with the same controls, not a cut-off table', async () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: query === '(max-width: 599px)' })) as typeof window.matchMedia;
  try {
    api = mockApi({ 'GET /shop/cart-summary/:n/:t': summary(2), 'GET /shop/cart/:n/:t': [line(2)] });
    render();
    const item = await screen.findByRole('listitem', { name: 'Club T-Shirt' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: 'Cart items' })).toContainElement(item);
    expect(screen.getByLabelText('Quantity of Club T-Shirt')).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'One more Club T-Shirt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Club T-Shirt' })).toBeInTheDocument();
  } finally {
    window.matchMedia = original;
  }
});
