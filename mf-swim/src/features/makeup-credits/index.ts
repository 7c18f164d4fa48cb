export { MakeupCreditsPage } from './components/makeup-credits-page';
