export { CancellationsPage } from './components/cancellations-page';
