export { WaiverPage } from './components/waiver-page';
