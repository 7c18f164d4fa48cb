// The signed-in user's own sessions: the routes plugin.
export { mySessionRoutes } from './routes';
