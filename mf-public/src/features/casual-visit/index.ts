export { CasualVisitPage } from './components/casual-visit-page';
