import { lazyPage, pageRoutes } from '@portal/shared/core';
import type { RouteObject } from 'react-router-dom';

// Public pages: each is its own chunk, fetched when first shown (the shell renders `element`).
const VisitBooking = lazyPage(() => import('./features/visit-booking'), 'VisitBookingPage');

// Route objects with absolute paths; the shell renders the one matching its route table.
const routes: RouteObject[] = [
  // Card-capture frame (payments): lazy so its form code loads only inside the iframe.
  {
    path: '/onlineoffers/pcivault',
    lazy: async () => ({ Component: (await import('./features/card-capture')).CardCapturePage }),
  },
  ...pageRoutes({
    // Public swim balance settlement from a signed link (swim).
    '/swim-settle-outstanding': lazyPage(
      () => import('./features/swim-settle-outstanding'),
      'SwimSettleOutstandingPage',
    ),
    // Public pages (mf-public).
    '/prospect-inquiry': lazyPage(() => import('./features/prospect-inquiry'), 'ProspectInquiryPage'),
    '/prospect-kiosk': lazyPage(() => import('./features/prospect-inquiry'), 'ProspectKioskPage'),
    '/suspension-form': lazyPage(() => import('./features/member-requests'), 'SuspensionFormPage'),
    '/cancellation-form': lazyPage(() => import('./features/member-requests'), 'CancellationFormPage'),
    '/groupfitness': lazyPage(() => import('./features/groupfitness'), 'GroupFitnessPage'),
    '/member-barcode-scanner': lazyPage(() => import('./features/kiosk'), 'BarcodeScannerPage'),
    '/services-kiosk': lazyPage(() => import('./features/kiosk'), 'ServicesKioskPage'),
    '/onlineoffers': lazyPage(() => import('./features/join'), 'JoinPage'),
    '/member-payment-overdue': lazyPage(() => import('./features/member-links'), 'OverduePage'),
    '/deregister': lazyPage(() => import('./features/member-links'), 'DeregisterPage'),
    // A payment the member's bank wants confirmed (3-D Secure), from a signed link.
    '/confirm-payment': lazyPage(() => import('./features/confirm-payment'), 'ConfirmPaymentPage'),
    // Confirms deleting an account from the e-mailed one-time link (signed out works).
    '/confirm-account-deletion': lazyPage(() => import('./features/account-deletion'), 'ConfirmDeletionPage'),
    // Prospect visits and forms (mf-public, part 2).
    '/book-my-visit': VisitBooking,
    '/bookme': VisitBooking,
    '/prospect-casual-visit': lazyPage(() => import('./features/casual-visit'), 'CasualVisitPage'),
    '/refer-a-friend': lazyPage(() => import('./features/referral'), 'ReferralPage'),
    '/waiver': lazyPage(() => import('./features/waiver'), 'WaiverPage'),
    '/guarantor': lazyPage(() => import('./features/guarantor'), 'GuarantorPage'),
  }),
];

export default routes;
