// Builds the agreement of a membership row (pending or signed) and renders it on demand, so every
// API instance serves the same file without shared storage.
export { downloadTerms, TERMS_NOT_FOUND, termsPdfForMembership } from './repo';
