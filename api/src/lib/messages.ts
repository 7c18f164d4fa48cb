// Server-side user-facing texts that are not part of a contract. The texts the pages show too
// (validation: required, e-mail, date, numbers, lengths; something went wrong) come from
// @portal/shared/messages, so the server and the pages always say the same.
export const NOT_FOUND = 'Not found.';
export const REQUEST_REFUSED = 'Request refused.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';
