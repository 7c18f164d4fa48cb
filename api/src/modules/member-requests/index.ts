// The member-requests module: its routes plugin and what other modules may call.
export { memberRequestRoutes } from './routes';
