// The suspension module: its routes plugin and what other modules may call.
export { suspensionRoutes } from './routes';
