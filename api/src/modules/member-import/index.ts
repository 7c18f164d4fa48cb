// The member-import module: its routes plugin (importing it registers the import's job handler).
import './import-job';

export { memberImportRoutes } from './routes';
