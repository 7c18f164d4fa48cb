// Refer a friend (/refer-a-friend): stored as a referral and a prospect lead for the club to
// contact. Nothing is e-mailed to the friend: a public form that mails any typed address would be
// a spam relay, so the club makes the contact; the referrer gets a receipt.
export { FRIEND_CONTACT_REQUIRED, REFERRAL_RECEIVED, submitReferral } from './repo';
