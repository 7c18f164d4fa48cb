// Shared form-validation texts (docs/spec/account-core.md §5). Exact wording, typos included.
export const REQUIRED = 'This field is required.';
export const PATTERN_NUMBERS = 'Please enter valid numbers.';
export const EMAIL = 'Please enter valid email address.';
export const INVALID_DATE = 'Please enter valid date.';
/** The spec's minlength text. */
export const minLength = (n: number): string => `This field must contain at least ${n} characters length.`;
/** The spec's maxlength text deliberately reuses the 'at least' wording. */
export const maxLength = (n: number): string => `This field must contain at least ${n} characters length.`;
export const INVALID_ENTRIES = 'Invalid entries. Please verify.';
export const CHECK_DATA_ENTERED = 'Please check data entered and try again.';
export const LETTERS_AND_SPACES = 'Please enter letters and spaces only.';
export const AGE_UNDER_18 = 'You must be at least 18 years old.';
export const ageRange = (min: number, max: number): string => `Age must be between ${min} and ${max} years.`;
export const DATE_OF_BIRTH_FUTURE = 'Date of birth cannot be later than today.';
/** The console forms' texts for a date and a date range (designed here; the spec has none). */
export const ISO_DATE_FORMAT = 'Enter a date as YYYY-MM-DD.';
export const END_BEFORE_START = 'The end date cannot be before the start date.';
export const INVALID_MOBILE = 'Please enter a valid Australian mobile number, e.g. 0412 345 678 or +61 412 345 678.';
