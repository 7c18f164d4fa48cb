import type { RouteObject } from 'react-router-dom';

// Route objects with absolute paths; the shell renders the one matching its route table.
const routes: RouteObject[] = [
  { path: '/membership', lazy: async () => ({ Component: (await import('./features/membership')).MembershipPage }) },
  { path: '/subscription', lazy: async () => ({ Component: (await import('./features/extras')).ExtrasPage }) },
  { path: '/suspendmember', lazy: async () => ({ Component: (await import('./features/suspension')).SuspendPage }) },
  // Update Payment Method as a page (payments).
  { path: '/payment-setup', lazy: async () => ({ Component: (await import('./features/payment-method')).PaymentSetupPage }) },
];

export default routes;
