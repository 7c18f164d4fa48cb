// The club's opening hours and social links (club console); /clubinfo reads them through weekOf.
export { clubDetailsConsoleRoutes } from './routes';
export { weekOf } from './service';
