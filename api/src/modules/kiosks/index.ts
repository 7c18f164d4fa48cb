// The kiosks module: its routes plugin and what other modules may call.
export { KIOSK_COOKIE, KIOSK_COOKIE_PATH, kioskClub, kioskDeviceOf, pairedDevice } from './device-auth';
export { kioskRoutes } from './routes';
