// The shop module: its routes plugin and what other modules may call.
export { shopRoutes } from './routes';
