export { ClassBookingPage } from './components/class-booking-page';
