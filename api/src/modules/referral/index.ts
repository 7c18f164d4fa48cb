// The referral module: its routes plugin and what other modules may call.
export { referralRoutes } from './routes';
