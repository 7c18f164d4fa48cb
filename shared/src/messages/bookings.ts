// Class, PT and creche booking texts (docs/spec/bookings-commerce.md §2, §8).
export const BOOKING_NO_PT_SUBSCRIPTION = 'You do not have an existing subscription, please purchase at the gym.';
export const BOOKING_TRAINERS_FULL = 'Personal trainers seems to be fully booked, please choose another date and time.';
export const BOOKING_NO_CLASSES = 'No group fitness classes found.';
export const BOOKING_NO_CRECHE = 'No creche session/s found.';
export const BOOKING_CHILD_REQUIRED = "We need to know your child's name.";
export const CLUB_INFO_ERROR = 'Error occured. Please contact administrator';

export const PT_BOOKED = 'Nice job, see you in the gym.';
export const CLASS_BOOKED = 'You have succesfully booked to class.';
export const BOOKING_CANCELLED = 'Booking has been cancelled.';
export const WAITING_LIST_JOINED = 'Nice job, we have included you on the waiting list.';
export const WAIT_LIST_BOOKED = 'Booked to wait list successfully.';
export const CRECHE_BOOKED = 'Nice job, see you and your child on the gym.';
export const BOOK_TO_WAIT_LIST = 'Book to wait list?';
export const CANCEL_BOOKING_TITLE = 'Cancel Booking';
