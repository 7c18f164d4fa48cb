export { PtBookingPage } from './components/pt-booking-page';
