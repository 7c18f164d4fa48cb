// Swim-school texts (docs/spec/bookings-commerce.md §2, §5, §8).
export const SWIM_NO_CLASSES = 'No classes found. Please choose another date.';
export const SWIM_NO_SWIM_CLASSES = 'No swim classes found. Please choose another date.';
export const SWIM_NO_MAKEUP_CREDITS = 'No makeup-credits found.';
export const SWIM_CANCEL_REASON_REQUIRED = 'Please select reason for cancellation';
export const SWIM_MAKEUP_BANNER = 'The below cancelled sessions have makeup-credits which you can use.';
export const SWIM_MAKEUP_SELECT_CLASS = 'Please select a class you wish to do a make up in';
export const SWIM_MAKEUP_CONFIRM = 'You wish to continue booking for make up session?';
export const SWIM_OUTSTANDING_TITLE = 'Student/s with outstanding balance';
export const SWIM_OUTSTANDING_SELECT = 'Please select your student below and enter payment details.';
export const SWIM_NOTIFICATIONS_TITLE = 'My Notifications';
export const SWIM_DUE_TAB = 'Student/s due for payment';
export const SWIM_NO_NOTIFICATION = 'No new notification';
