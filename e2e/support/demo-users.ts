// The demo logins of the seed (docs/spec/design.md §3); all use the same password.
export const DEMO_PASSWORD = 'demo1234';
export const MEMBER = 'member@demo.club';
export const RENEW = 'renew@demo.club';
export const GUARDIAN = 'guardian@demo.club';
export const PROSPECT = 'prospect@demo.club';
export const LITE = 'lite@demo.club';
export const ADMIN = 'admin@demo.club';
export const STAFF = 'staff@demo.club';
/** A household's payer (a card on file) and the teenager they pay for, who has their own login. */
export const PARENT = 'parent@demo.club';
export const TEEN = 'teen@demo.club';
