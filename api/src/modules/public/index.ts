// The public module: its routes plugin and what other modules may call.
export { publicRoutes } from './routes';
