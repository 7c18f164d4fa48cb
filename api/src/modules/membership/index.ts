// The membership module: its routes plugin and what other modules may call.
export { currentMembership, memberSubscriptionsWhere, subscriptionUnexpired, subscriptionUsable } from './repo';
export { membershipRoutes } from './routes';
