export { DocumentsPage } from './components/documents-page';
