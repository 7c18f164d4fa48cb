import { lazyPage, pageRoutes } from '@portal/shared/core';

// Each page is its own chunk: opening the shop does not download the checkout.
const CartPage = lazyPage(() => import('./features/cart'), 'CartPage');

// Absolute paths; the shell renders the one matching its route table.
export default pageRoutes({
  '/shop': lazyPage(() => import('./features/shop'), 'ShopPage'),
  '/shopping-cart': CartPage,
  '/shopping-cart/:number': CartPage,
  '/shopping-checkout': lazyPage(() => import('./features/checkout'), 'CheckoutPage'),
  '/orders': lazyPage(() => import('./features/orders'), 'OrdersPage'),
});
