export { KiosksPage } from './components/kiosks-page';
