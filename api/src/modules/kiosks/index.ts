// The kiosks module: its routes plugin and what other modules may call.
export { kioskClub, pairedDevice } from './device-auth';
export { kioskRoutes } from './routes';
