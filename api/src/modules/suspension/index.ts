// The suspension module: its routes plugins (the member's, the console's freeze types) and what other modules may call.
export { freezeTypeConsoleRoutes } from './console-routes';
export { suspensionRoutes } from './routes';
