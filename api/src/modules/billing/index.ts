// The billing module: its routes plugin and what other modules may call.
import './bank-failures';
export { BILLING_JOB, ensureBillingRuns, runBillingDay } from './billing-job';
export { billingRoutes } from './routes';
export { bookingStop, runClubBilling } from './service';
export { addFeeDebit, cancelFeeDebit, debitsBankAccount, type OneOffFee } from './one-off';
export { upcomingDebitsFor } from './upcoming';
