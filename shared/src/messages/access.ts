// Why the server refuses an action the portal's menus would have hidden. The spec has
// no texts for these (it only hides the entries), so these are ours; see docs/decisions.md.
export const GUEST_NOT_ALLOWED = 'Your account cannot use the member portal yet. Please contact the club.';
export const FEATURE_NOT_AVAILABLE = 'This feature is not available at your club.';
export const MEMBERS_ONLY = 'This is only available to members of the club.';
export const GUARDIANS_ONLY = 'This is only available to swim school parents and guardians.';
export const SUSPENDED_NO_NEW_BOOKINGS = 'Your membership is suspended, so you cannot make new bookings until it is active again.';
