export { ExtrasPage } from './components/extras-page';
