// Cancel online: the rules live in quote.ts (no SQL); the flows that need the database in repo.ts.
export { quoteCancellation, minimumTermEnds, debitsBefore } from './quote';
export { type AfterCancellation, confirm, consoleList, decide, endDueMemberships, panel, withdraw } from './repo';
