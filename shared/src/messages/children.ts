// Child (member kid) texts (docs/spec/account-core.md §2, §5, §8; docs/spec/bookings-commerce.md §8).
export const CHILD_INVALID = 'Please check data entered and try again.';
export const CHILD_UPDATED = 'Nice job, we have updated your child data.';
export const CHILD_ADDED = 'Nice job, we have added your child.';
export const CHILD_REMOVED = 'Nice job, we have successfully remove child data.';
export const childSaveThrown = (error: unknown): string => `error when saving new kid: ${String(error)}`;
export const CONFIRM_DELETE = 'Are you sure you want to delete?';
export const CHILD_NOT_CHOSEN = "We need to know your child's name.";
