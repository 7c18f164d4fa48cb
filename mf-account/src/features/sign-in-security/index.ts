export { SignInSecurityPage } from './components/sign-in-security-page';
