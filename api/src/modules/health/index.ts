// The health module: its routes plugin and what other modules may call.
export { healthRoutes } from './routes';
