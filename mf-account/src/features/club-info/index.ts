export { ClubInfoPage } from './components/club-info-page';
