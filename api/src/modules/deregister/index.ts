// The deregister module: its routes plugin and what other modules may call.
export { deregisterRoutes } from './routes';
