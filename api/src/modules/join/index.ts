// The join module: its routes plugin and what other modules may call.
export { insertNewMember } from './new-member';
export { joinRoutes } from './routes';
