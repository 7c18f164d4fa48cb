import { lazyPage } from '@portal/shared';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk, rendered as `element` (the shell's route-object `lazy` path never
// started the chunk download in the composed build).
const MembershipPage = lazyPage(() => import('./features/membership'), 'MembershipPage');
const ExtrasPage = lazyPage(() => import('./features/extras'), 'ExtrasPage');
const SuspendPage = lazyPage(() => import('./features/suspension'), 'SuspendPage');
const PaymentSetupPage = lazyPage(() => import('./features/payment-method'), 'PaymentSetupPage');
const PaymentsPage = lazyPage(() => import('./features/payments'), 'PaymentsPage');

// Route objects with absolute paths; the shell renders the one matching its route table.
const routes: RouteObject[] = [
  { path: '/membership', element: <MembershipPage /> },
  { path: '/subscription', element: <ExtrasPage /> },
  { path: '/suspendmember', element: <SuspendPage /> },
  // Update Payment Method as a page (payments).
  { path: '/payment-setup', element: <PaymentSetupPage /> },
  // Payment history and receipts (issue 20).
  { path: '/payments', element: <PaymentsPage /> },
];

export default routes;
