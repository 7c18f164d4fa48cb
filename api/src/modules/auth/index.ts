// The auth module: its routes plugin and what other modules may call.
export { insertResetToken } from './repo';
export { authRoutes } from './routes';
