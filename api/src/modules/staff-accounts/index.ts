// The club's staff logins: what other modules (the seed, the onboarding checklist) may call.
export { staffAccountRoutes } from './routes';
export { inviteStaff, listStaff } from './service';
