export { PaymentSetupPage } from './components/payment-setup-page';
