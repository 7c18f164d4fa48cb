// Card, bank and checkout texts (docs/spec/account-core.md §5, docs/spec/bookings-commerce.md §5, §8).
export const INVALID_CARD_NUMBER = 'Invalid credit card Number';
export const CARD_CAPTURE_FAILED = 'We are unable to capture your card, please try again.';

/** Checkout step 1, in the order the spec checks them. */
export const CHECKOUT_NAME_REQUIRED = 'Please enter you card name.';
export const CHECKOUT_NUMBER_REQUIRED = 'Please enter you card number.';
export const CHECKOUT_NUMBER_LENGTH = 'Please enter 16-digits card number.';
export const CHECKOUT_EXPIRY_MONTH = 'Please select expiry month.';
export const CHECKOUT_EXPIRY_YEAR = 'Please select expiry year.';
export const CHECKOUT_CVV = 'Please enter valid cvv.';
export const CHECKOUT_STEP1_MESSAGES = [
  CHECKOUT_NAME_REQUIRED,
  CHECKOUT_NUMBER_REQUIRED,
  CHECKOUT_NUMBER_LENGTH,
  CHECKOUT_EXPIRY_MONTH,
  CHECKOUT_EXPIRY_YEAR,
  CHECKOUT_CVV,
] as const;

export const CHECKOUT_FAILED = 'Unable to process payment, please try again.';
export const CHECKOUT_SUCCESS = 'Transaction Successful.  Please go to the club to collect it (if applicable).';
export const PAYMENT_SUCCESSFUL = 'Payment successful';
export const PAY_TOTAL = (amount: string): string => `A total of ${amount} will charge to your card.`;
export const PAYMENT_FOR = (student: string): string => `Payment for ${student}`;
export const ENTER_PAYMENT_DETAILS = 'Please enter payment details';

/** Messages of the card-library rules (expiry, CVV, cardholder name). */
export const INVALID_EXPIRY = 'Invalid expiry date.';
export const EXPIRY_IN_PAST = 'Card has expired.';
export const INVALID_CVV = 'Invalid CVV.';
export const CARD_BRAND_NOT_ACCEPTED = 'We accept Visa, Mastercard, American Express and Diners Club cards.';
export const INVALID_CARDHOLDER_NAME = 'Invalid cardholder name.';
export const INVALID_BSB = 'Please enter valid bsb number.';
export const INVALID_ACCOUNT_NUMBER = 'Please enter valid account number.';

/** The "confirm your payment" page (3-D Secure asked by the member's bank on a renewal or debit). */
export const CONFIRM_PAYMENT_TITLE = 'Confirm your payment';
export const CONFIRM_PAYMENT_INTRO = (amount: string, club: string): string => `Your bank asks you to confirm a payment of ${amount} to ${club}.`;
export const CONFIRM_PAYMENT_BUTTON = 'Confirm payment';
export const CONFIRM_PAYMENT_REQUIRED = 'Your bank asks you to confirm this payment.';
export const CONFIRM_PAYMENT_DONE = 'Thank you, your payment is confirmed.';
export const CONFIRM_PAYMENT_PENDING = 'Your bank is processing this payment.';
export const CONFIRM_PAYMENT_FAILED = 'Your bank could not confirm this payment. Please update your payment method or contact the club.';
export const CONFIRM_PAYMENT_UNAVAILABLE = 'The payment page could not be loaded. Please check your connection and try again.';
export const CONFIRM_PAYMENT_INVALID_LINK = 'This link is not valid.';
