export { GuarantorPage } from './components/guarantor-page';
