export { BrandingPage } from './components/branding-page';
