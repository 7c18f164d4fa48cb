// The club-console module: its routes plugin and what other modules may call.
export { clubConsoleRoutes } from './routes';
