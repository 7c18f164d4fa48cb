export { VisitBookingPage } from './components/visit-booking-page';
