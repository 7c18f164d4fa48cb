import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk, rendered through React.lazy + Suspense as `element` (the shell's
// route-object `lazy` path never started the chunk download in the composed build).
const MembershipPage = lazy(() => import('./features/membership').then((m) => ({ default: m.MembershipPage })));
const ExtrasPage = lazy(() => import('./features/extras').then((m) => ({ default: m.ExtrasPage })));
const SuspendPage = lazy(() => import('./features/suspension').then((m) => ({ default: m.SuspendPage })));
const PaymentSetupPage = lazy(() => import('./features/payment-method').then((m) => ({ default: m.PaymentSetupPage })));

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
  { path: '/membership', element: page(<MembershipPage />) },
  { path: '/subscription', element: page(<ExtrasPage />) },
  { path: '/suspendmember', element: page(<SuspendPage />) },
  // Update Payment Method as a page (payments).
  { path: '/payment-setup', element: page(<PaymentSetupPage />) },
];

export default routes;
