export { CardCapturePage } from './components/card-capture-page';
