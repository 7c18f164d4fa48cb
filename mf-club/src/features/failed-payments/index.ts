export { FailedPaymentsPage } from './components/failed-payments-page';
