// The club's insights (club console, ADMIN): its routes plugin.
export { insightsRoutes } from './routes';
