// The cancellation module: the member's and the console's routes plugins, and cancel online's
// quote, confirm and withdraw for a member's context (the household payer cancels for a dependant).
export { cancellationConsoleRoutes } from './console-routes';
export { cancellationRoutes } from './routes';
export { type AfterCancellation, confirm as confirmCancellation, panel as cancellationPanel, withdraw as withdrawCancellation } from './service';
