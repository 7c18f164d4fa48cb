export { MyBookingsPage } from './components/my-bookings-page';
