// Server-side user-facing texts that are not part of a contract (spec's shared messages).
export const REQUIRED = 'This field is required.';
export const PATTERN_NUMBERS = 'Please enter valid numbers.';
export const EMAIL = 'Please enter valid email address.';
export const INVALID_DATE = 'Please enter valid date.';
export const CHECK_DATA = 'Please check data entered and try again.';
export const minLength = (n: number) => `This field must contain at least ${n} characters length.`;
// The spec's maxlength text really says 'at least'.
export const maxLength = (n: number) => `This field must contain at least ${n} characters length.`;
export const SOMETHING_WENT_WRONG = 'Something went wrong, please try again.';
export const NOT_FOUND = 'Not found.';
export const REQUEST_REFUSED = 'Request refused.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';
