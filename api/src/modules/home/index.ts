// The home module: its routes plugin and what other modules may call.
export { homeRoutes } from './routes';
