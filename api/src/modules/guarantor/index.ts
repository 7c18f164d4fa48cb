// The guarantor module: its routes plugin and what other modules may call.
export { guarantorRoutes } from './routes';
