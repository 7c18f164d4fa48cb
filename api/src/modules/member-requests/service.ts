// Public suspension and cancellation request forms (?code&accountId&memberNumber). A request is
// stored for the club (member_requests) whatever was typed, and the answer is the same either
// way, so the form can't be used to probe member numbers. The dated receipt goes to the typed
// address and, when the member number and last name match a member, their record is linked.
export { CANCELLATION_REASONS, MISSING_CLUB, requestForm, submitRequest, type RequestKind } from './repo';
