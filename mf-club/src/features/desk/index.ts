export { DeskPage } from './components/desk-page';
