export { ConfirmDeletionPage } from './components/confirm-deletion-page';
