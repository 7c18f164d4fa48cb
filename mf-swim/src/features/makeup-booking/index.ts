export { MakeupBookingPage } from './components/makeup-booking-page';
