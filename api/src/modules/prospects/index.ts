// The prospects module: its routes plugin and what other modules may call.
export { prospectRoutes } from './routes';
