export { FeaturesPage } from './components/features-page';
