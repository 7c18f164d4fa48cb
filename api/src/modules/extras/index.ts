// The extras module: its routes plugin and what other modules may call.
export { extrasRoutes } from './routes';
