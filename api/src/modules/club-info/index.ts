// The club-info module: its routes plugin and what other modules may call.
export { clubInfoRoutes } from './routes';
