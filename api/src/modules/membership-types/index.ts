// The membership-types module: its routes plugin and what other modules may call.
export { membershipTypeRoutes } from './routes';
export { addonsByType, listTypes, listWebSubscriptions, type MembershipTypeRow, requireTypeRow, type SubscriptionRow, subscriptionRowsForType, toAddon, toSubscription } from './service';
