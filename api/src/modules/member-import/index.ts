// The member-import module: its routes plugin (importing it registers the import's and the
// invitations' job handlers).
import './import-job';
import './invites';

export { memberImportRoutes } from './routes';
