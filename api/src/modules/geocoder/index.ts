// The geocoder module: its routes plugin and what other modules may call.
export { geocoderRoutes } from './routes';
