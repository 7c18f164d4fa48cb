// The posts module: its routes plugin and what other modules may call.
export { postsRoutes } from './routes';
