import type { RouteObject } from 'react-router-dom';

// Route objects with absolute paths; the shell renders the one matching its route table.
const routes: RouteObject[] = [
  // Card-capture frame (payments): lazy so its form code loads only inside the iframe.
  { path: '/onlineoffers/pcivault', lazy: async () => ({ Component: (await import('./features/card-capture')).CardCapturePage }) },
  // Public swim balance settlement from a signed link (swim).
  { path: '/swim-settle-outstanding', lazy: async () => ({ Component: (await import('./features/swim-settle-outstanding')).SwimSettleOutstandingPage }) },
];

export default routes;
