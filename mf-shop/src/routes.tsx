import { lazyPage } from '@portal/shared';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk: opening the shop does not download the checkout.
const ShopPage = lazyPage(() => import('./features/shop'), 'ShopPage');
const CartPage = lazyPage(() => import('./features/cart'), 'CartPage');
const CheckoutPage = lazyPage(() => import('./features/checkout'), 'CheckoutPage');
const OrdersPage = lazyPage(() => import('./features/orders'), 'OrdersPage');

// Route objects with absolute paths; the shell renders the one matching its route table.
const routes: RouteObject[] = [
  { path: '/shop', element: <ShopPage /> },
  { path: '/shopping-cart', element: <CartPage /> },
  { path: '/shopping-cart/:number', element: <CartPage /> },
  { path: '/shopping-checkout', element: <CheckoutPage /> },
  { path: '/orders', element: <OrdersPage /> },
];

export default routes;
