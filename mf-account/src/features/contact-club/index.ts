export { SocialRedirectPage } from './components/social-redirect-page';
