export { ConfirmPaymentPage } from './components/confirm-payment-page';
