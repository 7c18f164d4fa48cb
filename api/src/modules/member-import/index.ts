// The member-import module: its routes plugin (importing it registers the import's and the
// invitations' job handlers).
import './import-job';
import './invites';

export { memberImportRoutes } from './routes';
/** A member's own login nobody knows the password of until their one-time link is used (also a household's dependant's). */
export { insertInvitedUser } from './repo';
