// Passkeys: the routes plugin and what sign-in by password asks (the club's rule for staff).
export { passkeyRoutes } from './routes';
export { hasPasskey, staffPasskeysRequired } from './service';
