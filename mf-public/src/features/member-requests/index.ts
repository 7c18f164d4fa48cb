export { SuspensionFormPage, CancellationFormPage } from './components/member-request-page';
