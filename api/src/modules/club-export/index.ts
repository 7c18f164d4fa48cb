// The club-export module: its routes plugin.
export { clubExportRoutes } from './routes';
