export { ReferralPage } from './components/referral-page';
