export { CrecheBookingPage } from './components/creche-booking-page';
