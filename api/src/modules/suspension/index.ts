// The suspension module: its routes plugins (the member's, the console's freeze types) and what other
// modules may call: a member's freeze quoted, stored with its fee paid once (freezePaid) and ended
// under the club's rules (the household payer freezes a dependant's membership through these, with
// the dependant's own messages).
export { freezeTypeConsoleRoutes } from './console-routes';
export { freezeOf, freezePaid } from './paid-freeze';
export { suspensionRoutes } from './routes';
export { list as listSuspensions, quoteFreeze, unsuspend } from './service';
