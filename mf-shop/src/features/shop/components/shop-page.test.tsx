import { bus } from '@portal/shared';
import { apiFailure, mockApi, pressTwiceWhileBusy, renderWithProviders, resetSession, screen, userEvent, waitFor, type MockApi } from '@portal/shared/test-utils';
import { ShopPage } from './shop-page';

const PRODUCTS = [
  { accountProductId: 1, accountProductCategoryId: 10, productName: 'Club T-Shirt', description: '', productImage: '', price: '$29.95', priceCents: 2995, inStock: true },
  { accountProductId: 2, accountProductCategoryId: 11, productName: 'Shaker Bottle', description: '', productImage: '', price: '$12.00', priceCents: 1200, inStock: true },
];

let api: MockApi;
afterEach(() => {
  resetSession();
});

function setup(addAnswer: unknown = 'success') {
  api = mockApi({
    'GET /shop/categories/:accountId': [{ accountProductCategoryId: 10, productCategoryName: 'Apparel' }],
    'GET /shop/products/:accountId/:categoryId/:searchText': ({ params }: { params: Record<string, string> }) =>
      params.searchText === 'ALL' ? PRODUCTS : PRODUCTS.filter((p) => p.productName.toLowerCase().includes(params.searchText!.toLowerCase())),
    'POST /shop/add-to-cart': addAnswer,
  });
  renderWithProviders(<ShopPage />, { route: '/shop', session: { user: { memberNumber: 'M1', userType: 1, accountId: 'ACC1' } } });
}

test('lists products and adds one to the cart, announcing the cart change', async () => {
  setup();
  const changed = jest.fn();
  bus.on('server:changed', changed);
  expect(await screen.findByRole('article', { name: 'Club T-Shirt' })).toBeInTheDocument();
  expect(screen.getByText('$29.95')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add Club T-Shirt to cart' }));
  expect(await screen.findByText('Added to cart successfully!')).toBeInTheDocument();
  expect(api.callsTo('POST /shop/add-to-cart')[0]!.body).toEqual({ memberNumber: 'M1', productId: 1, clearInCart: false, userType: 1 });
  expect(changed).toHaveBeenCalledWith({ domains: ['cart'] });
  bus.off('server:changed', changed);
});

// A disabled button loses the focus in the browser, so a keyboard user pressing Enter on it would
// be sent back to the top of the page: it stays enabled (aria-disabled) and ignores presses instead.
test('the add button keeps the focus while adding, and a second press sends nothing', async () => {
  let answer: (value: unknown) => void = () => undefined;
  setup(() => new Promise((resolve) => (answer = resolve)));
  const add = await screen.findByRole('button', { name: 'Add Club T-Shirt to cart' });
  await pressTwiceWhileBusy(add);
  answer('success');
  expect(await screen.findByText('Added to cart successfully!')).toBeInTheDocument();
  expect(add).not.toHaveAttribute('aria-disabled');
  expect(add).toHaveFocus();
  expect(api.callsTo('POST /shop/add-to-cart')).toHaveLength(1);
});

test('shows the server message when adding fails', async () => {
  setup(apiFailure(409, 'Sorry, Club T-Shirt is out of stock.'));
  await userEvent.click(await screen.findByRole('button', { name: 'Add Club T-Shirt to cart' }));
  expect(await screen.findByText('Sorry, Club T-Shirt is out of stock.')).toBeInTheDocument();
});

test('searches only with more than 3 characters, and empty searches ALL', async () => {
  setup();
  await screen.findByRole('article', { name: 'Shaker Bottle' });
  const box = screen.getByLabelText('Search products');
  await userEvent.type(box, 'clu');
  // Three characters: no search call is made.
  expect(api.callsTo('GET /shop/products/:accountId/:categoryId/:searchText').every((c) => c.params.searchText === 'ALL')).toBe(true);
  await userEvent.type(box, 'b');
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Shaker Bottle' })).not.toBeInTheDocument());
  expect(api.callsTo('GET /shop/products/:accountId/:categoryId/:searchText').some((c) => c.params.searchText === 'club')).toBe(true);
  await userEvent.clear(box);
  expect(await screen.findByRole('article', { name: 'Shaker Bottle' })).toBeInTheDocument();
});

test('below 600 px the categories stay reachable as a picker', async () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: query === '(max-width: 599px)' })) as typeof window.matchMedia;
  try {
    setup();
    expect(await screen.findByRole('article', { name: 'Club T-Shirt' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Product categories' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Apparel' }));
    await waitFor(() => expect(api.callsTo('GET /shop/products/:accountId/:categoryId/:searchText').some((c) => c.params.categoryId === '10')).toBe(true));
  } finally {
    window.matchMedia = original;
  }
});
