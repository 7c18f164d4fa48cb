// Texts used across areas: network failure and editor (docs/spec/design.md §4, docs/spec/account-core.md §8).
/** Anything unexpected: the server's 500 and a page's fallback when no better text is known. */
export const SOMETHING_WENT_WRONG = 'Something went wrong, please try again.';
export const NETWORK_ERROR = 'Unable to reach the club server. Please check your connection and try again.';
export const EDITOR_NO_SELECTION = 'No Selection Made';
export const EDITOR_OPERATION_FAILED = 'Unable to perform the operation';
export const SIGNATURE_HEADING = 'Please sign below...';
export const SIGNATURE_GUARANTOR_HEADING = 'Please ask the parent guarantor to sign below...';
export const SIGNATURE_CONFIRM = 'Confirm & Continue';
