// The profile module: its routes plugin and what other modules may call.
export { profileRoutes } from './routes';
