// The documents module: the member's and the console's routes plugins.
export { documentConsoleRoutes } from './console-routes';
export { documentRoutes } from './routes';
