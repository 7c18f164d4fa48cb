// The privacy module: its routes plugin (importing it registers the erasure's job handler).
import './erase-job';

export { privacyRoutes } from './routes';
