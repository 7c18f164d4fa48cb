import { Suspense, lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

// Swim settlement page (swim helper): split with React.lazy because the shell renders `element`.
const SwimSettleOutstanding = lazy(async () => ({ default: (await import('./features/swim-settle-outstanding')).SwimSettleOutstandingPage }));

// Public pages (mf-public): each split into its own chunk; the shell renders `element`.
const page = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));
const ProspectInquiry = page(() => import('./features/prospect-inquiry'), 'ProspectInquiryPage');
const ProspectKiosk = page(() => import('./features/prospect-inquiry'), 'ProspectKioskPage');
const SuspensionForm = page(() => import('./features/member-requests'), 'SuspensionFormPage');
const CancellationForm = page(() => import('./features/member-requests'), 'CancellationFormPage');
const GroupFitness = page(() => import('./features/groupfitness'), 'GroupFitnessPage');
const BarcodeScanner = page(() => import('./features/kiosk'), 'BarcodeScannerPage');
const ServicesKiosk = page(() => import('./features/kiosk'), 'ServicesKioskPage');
const Join = page(() => import('./features/join'), 'JoinPage');
const Overdue = page(() => import('./features/member-links'), 'OverduePage');
const Deregister = page(() => import('./features/member-links'), 'DeregisterPage');
const VisitBooking = page(() => import('./features/visit-booking'), 'VisitBookingPage');
const CasualVisit = page(() => import('./features/casual-visit'), 'CasualVisitPage');
const Referral = page(() => import('./features/referral'), 'ReferralPage');
const Waiver = page(() => import('./features/waiver'), 'WaiverPage');
const Guarantor = page(() => import('./features/guarantor'), 'GuarantorPage');
const suspended = (Page: ComponentType) => (
  <Suspense fallback={null}>
    <Page />
  </Suspense>
);

// Route objects with absolute paths; the shell renders the one matching its route table.
const routes: RouteObject[] = [
  // Card-capture frame (payments): lazy so its form code loads only inside the iframe.
  { path: '/onlineoffers/pcivault', lazy: async () => ({ Component: (await import('./features/card-capture')).CardCapturePage }) },
  // Public swim balance settlement from a signed link (swim).
  { path: '/swim-settle-outstanding', element: <Suspense fallback={null}><SwimSettleOutstanding /></Suspense> },
  // Public pages (mf-public).
  { path: '/prospect-inquiry', element: suspended(ProspectInquiry) },
  { path: '/prospect-kiosk', element: suspended(ProspectKiosk) },
  { path: '/suspension-form', element: suspended(SuspensionForm) },
  { path: '/cancellation-form', element: suspended(CancellationForm) },
  { path: '/groupfitness', element: suspended(GroupFitness) },
  { path: '/member-barcode-scanner', element: suspended(BarcodeScanner) },
  { path: '/services-kiosk', element: suspended(ServicesKiosk) },
  { path: '/onlineoffers', element: suspended(Join) },
  { path: '/member-payment-overdue', element: suspended(Overdue) },
  { path: '/deregister', element: suspended(Deregister) },
  // Prospect visits and forms (mf-public, part 2).
  { path: '/book-my-visit', element: suspended(VisitBooking) },
  { path: '/bookme', element: suspended(VisitBooking) },
  { path: '/prospect-casual-visit', element: suspended(CasualVisit) },
  { path: '/refer-a-friend', element: suspended(Referral) },
  { path: '/waiver', element: suspended(Waiver) },
  { path: '/guarantor', element: suspended(Guarantor) },
];

export default routes;
