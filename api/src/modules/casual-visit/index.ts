// The casual-visit module: its routes plugin and what other modules may call.
export { casualVisitRoutes } from './routes';
export { casualVisitInfo } from './service';
