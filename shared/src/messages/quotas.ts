// Quota texts. The spec sets no limits; ours are in docs/decisions.md ("Quotas").
export const CHILDREN_LIMIT_REACHED = 'You can have at most 20 children on your account. Please contact the club to add more.';
export const UPLOADS_LIMIT_REACHED = 'You have reached the most uploads allowed in a day. Please try again tomorrow.';
