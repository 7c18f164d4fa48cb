export { ClubDetailsPage } from './components/club-details-page';
