import { lazyPage } from '@portal/shared';
import type { RouteObject } from 'react-router-dom';

// Public pages: each is its own chunk, fetched when first shown (the shell renders `element`).
// Swim settlement page (swim helper).
const SwimSettleOutstanding = lazyPage(() => import('./features/swim-settle-outstanding'), 'SwimSettleOutstandingPage');
const ProspectInquiry = lazyPage(() => import('./features/prospect-inquiry'), 'ProspectInquiryPage');
const ProspectKiosk = lazyPage(() => import('./features/prospect-inquiry'), 'ProspectKioskPage');
const SuspensionForm = lazyPage(() => import('./features/member-requests'), 'SuspensionFormPage');
const CancellationForm = lazyPage(() => import('./features/member-requests'), 'CancellationFormPage');
const GroupFitness = lazyPage(() => import('./features/groupfitness'), 'GroupFitnessPage');
const BarcodeScanner = lazyPage(() => import('./features/kiosk'), 'BarcodeScannerPage');
const ServicesKiosk = lazyPage(() => import('./features/kiosk'), 'ServicesKioskPage');
const Join = lazyPage(() => import('./features/join'), 'JoinPage');
const Overdue = lazyPage(() => import('./features/member-links'), 'OverduePage');
const Deregister = lazyPage(() => import('./features/member-links'), 'DeregisterPage');
const VisitBooking = lazyPage(() => import('./features/visit-booking'), 'VisitBookingPage');
const CasualVisit = lazyPage(() => import('./features/casual-visit'), 'CasualVisitPage');
const Referral = lazyPage(() => import('./features/referral'), 'ReferralPage');
const Waiver = lazyPage(() => import('./features/waiver'), 'WaiverPage');
const Guarantor = lazyPage(() => import('./features/guarantor'), 'GuarantorPage');

// Route objects with absolute paths; the shell renders the one matching its route table.
const routes: RouteObject[] = [
  // Card-capture frame (payments): lazy so its form code loads only inside the iframe.
  { path: '/onlineoffers/pcivault', lazy: async () => ({ Component: (await import('./features/card-capture')).CardCapturePage }) },
  // Public swim balance settlement from a signed link (swim).
  { path: '/swim-settle-outstanding', element: <SwimSettleOutstanding /> },
  // Public pages (mf-public).
  { path: '/prospect-inquiry', element: <ProspectInquiry /> },
  { path: '/prospect-kiosk', element: <ProspectKiosk /> },
  { path: '/suspension-form', element: <SuspensionForm /> },
  { path: '/cancellation-form', element: <CancellationForm /> },
  { path: '/groupfitness', element: <GroupFitness /> },
  { path: '/member-barcode-scanner', element: <BarcodeScanner /> },
  { path: '/services-kiosk', element: <ServicesKiosk /> },
  { path: '/onlineoffers', element: <Join /> },
  { path: '/member-payment-overdue', element: <Overdue /> },
  { path: '/deregister', element: <Deregister /> },
  // Prospect visits and forms (mf-public, part 2).
  { path: '/book-my-visit', element: <VisitBooking /> },
  { path: '/bookme', element: <VisitBooking /> },
  { path: '/prospect-casual-visit', element: <CasualVisit /> },
  { path: '/refer-a-friend', element: <Referral /> },
  { path: '/waiver', element: <Waiver /> },
  { path: '/guarantor', element: <Guarantor /> },
];

export default routes;
