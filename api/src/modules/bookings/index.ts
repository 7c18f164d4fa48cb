// The bookings module: its routes plugin and what other modules may call.
export { bookingRoutes } from './routes';
export { list } from './service';
