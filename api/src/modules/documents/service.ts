// Signed documents as versions: the flows are queries (repo.ts); the rules are theirs.
export { listVersions, pendingFor, publish, sign, signatures } from './repo';
