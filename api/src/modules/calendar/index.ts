// The calendar module: its routes plugin and what other modules may call.
export { calendarRoutes } from './routes';
