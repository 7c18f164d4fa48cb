// The bsb module: its routes plugin and what other modules may call.
export { bsbRoutes } from './routes';
export { requireBsb } from './service';
