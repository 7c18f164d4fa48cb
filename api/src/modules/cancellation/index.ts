// The cancellation module: the member's and the console's routes plugins.
export { cancellationConsoleRoutes } from './console-routes';
export { cancellationRoutes } from './routes';
