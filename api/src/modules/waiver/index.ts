// The waiver module: its routes plugin and what other modules may call.
export { waiverRoutes } from './routes';
