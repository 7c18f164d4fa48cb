// Waiver form (/waiver): a prospect or member signs the club's waiver ahead of a visit. Stored in
// `waivers` (kind 'waiver') with the signature PNG; dated receipt e-mailed to the signer.
export { submitWaiver, WAIVER_RECEIVED } from './repo';
