import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk: opening the shop does not download the checkout.
const ShopPage = lazy(() => import('./features/shop').then((m) => ({ default: m.ShopPage })));
const CartPage = lazy(() => import('./features/cart').then((m) => ({ default: m.CartPage })));
const CheckoutPage = lazy(() => import('./features/checkout').then((m) => ({ default: m.CheckoutPage })));

const page = (node: ReactNode) => (
  <Suspense
    fallback={
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    }
  >
    {node}
  </Suspense>
);

// Route objects with absolute paths; the shell renders the one matching its route table.
const routes: RouteObject[] = [
  { path: '/shop', element: page(<ShopPage />) },
  { path: '/shopping-cart', element: page(<CartPage />) },
  { path: '/shopping-cart/:number', element: page(<CartPage />) },
  { path: '/shopping-checkout', element: page(<CheckoutPage />) },
];

export default routes;
