export { SuspendPage } from './components/suspend-page';
