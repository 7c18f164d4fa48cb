// Cancel online and freeze by rules: the member's and the console's texts (no spec text covers
// them; docs/decisions.md "Members run their own membership").
export const CANCEL_NO_MEMBERSHIP = 'You have no active membership to cancel.';
export const CANCEL_ALREADY = 'Your membership is already being cancelled.';
export const CANCEL_NOT_ONLINE = 'Your club does not take cancellations online; please contact the club.';
export const cancelInMinimumTerm = (until: string) =>
  `Your membership is in its minimum term until ${until} and cannot be cancelled before then.`;
export const CANCEL_NOTHING_TO_WITHDRAW = 'There is no cancellation to withdraw.';
export const CANCEL_TOO_LATE_TO_WITHDRAW = 'Your membership has already ended, so the cancellation cannot be withdrawn.';
export const CANCEL_CONFIRMED = 'Your membership is cancelled.';
export const CANCEL_REQUESTED = 'Your cancellation request has been sent to the club.';
export const CANCEL_WITHDRAWN = 'Your cancellation has been withdrawn; your membership continues.';
export const CANCEL_REQUEST_NOT_FOUND = 'That cancellation request was not found.';
export const CANCEL_REQUEST_DECIDED = 'That cancellation request has already been answered.';
export const CANCEL_DECLINE_NOTE_REQUIRED = 'Please tell the member why the request is declined.';

export const FREEZE_TYPE_REQUIRED = 'Please choose a freeze type.';
export const freezeNotice = (days: number, first: string) => `This freeze needs ${days} days' notice: the earliest start is ${first}.`;
export const freezeTooShort = (days: number) => `This freeze must be at least ${days} days.`;
export const freezeTooLong = (days: number) => `This freeze can be at most ${days} days.`;
export const FREEZE_OVERLAPS = 'These dates overlap a freeze you already have.';
export const freezeTooMany = (count: number) => `You can freeze at most ${count} times a year.`;
export const FREEZE_AFTER_END = 'The freeze must end before your membership ends.';

export const DOCUMENT_NOT_IN_FORCE = 'This is no longer the version in force; please sign the current one.';
export const DOCUMENT_NOT_FOUND = 'That document was not found.';
/** A minor asked to sign a waiver or contract themselves: their parent or guardian signs it. */
export const DOCUMENT_GUARDIAN_SIGNS = 'You are under 18: your parent or guardian signs this document for you.';
/** A payer signing for someone who signs for themselves (18 or over, or a document they sign). */
export const documentSignsThemselves = (name: string) => `${name} signs this document themselves.`;
export const DOCUMENT_TITLE_REQUIRED = 'Please give the document a title.';
export const DOCUMENT_BODY_REQUIRED = 'Please enter the document’s text.';
