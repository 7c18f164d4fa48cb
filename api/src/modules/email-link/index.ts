// Sign-in by e-mailed link: the routes plugin.
export { emailLinkRoutes } from './routes';
