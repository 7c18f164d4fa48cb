// The creche module: its routes plugin and what other modules may call.
export { crecheRoutes } from './routes';
export { cancellationTerms, waitingToBook } from './service';
export { liveCrecheSessionsBetween } from './repo';
export { crecheNotice } from './waitlist';
