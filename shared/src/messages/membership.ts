// Membership, extras and suspension texts (docs/spec/account-core.md §2, §4, §5, §8).
export const SUSPEND_REASON_REQUIRED = 'Suspend reason is required.';
export const SUSPEND_DATES_REQUIRED = 'We need to know start date and end date.';
export const SUSPENDED = 'Nice job, you current membership has been suspended.';
export const UNSUSPENDED = 'Nice job, your current membership is now active.';
export const CONFIRM_SUSPEND = 'Are you sure you want to suspend?';
export const CONFIRM_UNSUSPEND = 'Are you sure you want to unsuspend?';

export const RETRIEVING_MEMBERSHIP = 'Retrieving membership, please wait...';
export const RETRIEVING_EXTRAS = 'Retrieving extras, please wait...';
export const RETRIEVING_DATA = 'Retrieving data, please wait...';
export const GENERATING_TERMS = 'Generating terms and conditions...';
export const CHOOSE_MEMBERSHIP = "Let's get started, choose the best option for you!";
export const ISSUE_VALIDATING_CARD = 'Issue Validating Credit Card';
export const WELCOME_TO_GYM = 'Nice job, welcome to our gym.';

export const PROMO_APPLIED = 'Promo code applied';
export const PROMO_INVALID = 'Promo code not valid';
export const PROMO_HINT = 'Enter promo code';

export const EXTRAS_SELECT = 'Please select your extras below.';
export const EXTRAS_PREPAID = 'This will automatically charge your credit card.';
export const EXTRAS_DIRECT_DEBIT = 'Cost will be charge on your next direct debit billing cycle.';
export const EXTRA_READY = 'Nice job, your extra is now ready.';
export const BACK_TO_APP = 'You may now go back to the app.';
export const SOMETHING_EXTRA = 'Would you like something extra?';
export const ONE_SUBSCRIPTION_PER_TYPE = 'Opps.. You can only subscribe to one subscription type.';
export const PT_BOOKED_WITH_PURCHASE = 'You’re booked in, we’ll see you soon.';
export const STUDENT_TERMS_ERROR = 'Error Occurred.';

/** Start-date problems, each shown on its date field. */
export const MEMBERSHIP_START_DATE_INVALID = 'Please choose a weekday membership start date within the dates offered.';
export const PAYMENT_START_DATE_INVALID = 'Please choose a weekday payment start date within the dates offered.';
export const PAYMENT_BEFORE_MEMBERSHIP_START = 'The payment start date cannot be before the membership start date.';

// ---- Households: one payer for a family ----
export const payerPaysMessage = (payerName: string) => `Payments for your account are made by ${payerName}.`;
export const PAYER_CARD_LOCKED = 'Only the payer of your household can change the payment method.';
export const HOUSEHOLD_NOT_YOURS = 'That member is not in your household.';
export const HOUSEHOLD_NO_PAYER_CARD = 'Add a card on Update Payment Method first: packs for your household are paid with it.';
export const FREEZE_FEE_NEEDS_CARD = 'Add a card or a bank account on Update Payment Method first: the freeze fee is paid with it.';
export const payerHasNoCard = (payerName: string) => `${payerPaysMessage(payerName)} They have no card on file yet: ask them to add one on Update Payment Method.`;
export const DEPENDANT_ADDED = 'Added to the household.';
export const DEPENDANT_SELF = 'A member cannot pay for themselves as a dependant.';
export const dependantElsewhere = (name: string, payerName: string) => `${name} is already paid for by ${payerName}.`;
export const payerIsDependant = (name: string) => `${name} is paid for by someone else and cannot pay for a household.`;
export const dependantIsPayer = (name: string) => `${name} pays for a household and cannot be a dependant.`;
export const DEPENDANT_NAME_REQUIRED = 'Please enter the first and last name.';
export const DEPENDANT_BIRTH_DATE = 'Please enter a real date of birth (not in the future).';
export const DEPENDANT_EMAIL_REQUIRED = 'An own login needs an e-mail address.';
export const DEPENDANT_EMAIL_TAKEN = 'That e-mail address already has a login at this club.';
