// The children module: its routes plugin and what other modules may call.
export { activeKidsOf, findKid } from './repo';
export { childrenRoutes } from './routes';
