// The billing module: its routes plugin and what other modules may call.
export { BILLING_JOB, ensureBillingRuns, runBillingDay } from './billing-job';
export { billingRoutes } from './routes';
export { bookingStop, runClubBilling } from './service';
