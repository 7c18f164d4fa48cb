// The portal module: its routes plugin and what other modules may call.
export { portalRoutes } from './routes';
