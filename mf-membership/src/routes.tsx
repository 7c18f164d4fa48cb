import { FirstScreen, lazyPage, pageRoutes } from '@portal/shared/core';
import { FIRST_SCREENS } from './first-screens';
import { prefetchHousehold } from './features/household/api/household-api';

// Each page is its own chunk, rendered as `element` (the shell's route-object `lazy` path never
// started the chunk download in the composed build). Absolute paths; the shell renders the one
// matching its route table.
export default pageRoutes({
  '/membership': lazyPage(() => import('./features/membership'), 'MembershipPage'),
  '/subscription': lazyPage(() => import('./features/extras'), 'ExtrasPage'),
  '/suspendmember': lazyPage(() => import('./features/suspension'), 'SuspendPage'),
  // Update Payment Method as a page (payments).
  '/payment-setup': lazyPage(() => import('./features/payment-method'), 'PaymentSetupPage'),
  // The payer's household: dependants' packs and bookings, asked for with the page's chunk; its
  // first screen (also in the route's HTML frame) shows meanwhile.
  '/household': lazyPage(() => import('./features/household'), 'HouseholdPage', {
    prefetch: prefetchHousehold,
    fallback: <FirstScreen screen={FIRST_SCREENS['/household']} />,
  }),
  // Payment history and receipts.
  '/payments': lazyPage(() => import('./features/payments'), 'PaymentsPage'),
});
