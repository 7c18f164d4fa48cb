// The club-console module: its routes plugin and what other modules may call.
export { cancelClass } from './desk';
export { clubConsoleRoutes } from './routes';
