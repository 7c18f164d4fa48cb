// The onboarding checklist of the club console's home.
export { clubOnboardingRoutes } from './routes';
export { checklist } from './service';
