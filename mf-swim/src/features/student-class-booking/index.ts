export { StudentClassBookingPage } from './components/student-class-booking-page';
