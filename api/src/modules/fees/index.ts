// The fees module: its routes plugin and what other modules may call.
export { daysBetween, type FeePromo, type FeeResult } from './calculate';
export { feeRoutes } from './routes';
export { CARD_ONLY, quote, type Quote, subscriptionRows } from './service';
