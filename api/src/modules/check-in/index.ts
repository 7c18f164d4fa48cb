// The check-in module: its routes plugin and what other modules may call.
export { checkInRoutes } from './routes';
export { checkInByBarcode, checkInByMemberNumber, searchByName } from './service';
