// The terms module: its routes plugin and what other modules may call.
export { feeRowsOf } from './fee-rows';
export { renderTermsPdf } from './pdf';
export { termsRoutes } from './routes';
