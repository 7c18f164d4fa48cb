export { PaymentMethodDialog, type PaymentMethodDialogProps } from './components/payment-method-dialog';
export { PaymentMethodForm } from './components/payment-method-form';
export { PaymentSetupPage } from './components/payment-setup-page';
