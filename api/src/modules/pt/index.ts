// The pt module: its routes plugin and what other modules may call.
export { ptRoutes } from './routes';
export { bookPtSessionIn, cancelPt, ptCancellationTerms } from './service';
