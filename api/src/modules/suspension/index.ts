// The suspension module: its routes plugins (the member's, the console's freeze types) and what other
// modules may call: a member's freeze quoted, stored and ended under the club's rules (the household
// payer freezes a dependant's membership through these, with the dependant's own messages).
export { freezeTypeConsoleRoutes } from './console-routes';
export { suspensionRoutes } from './routes';
export { type AfterFreeze, list as listSuspensions, quoteFreeze, type StoredFreeze, suspend, unsuspend } from './service';
