export { GuardianProfilePage } from './components/guardian-profile-page';
