// /deregister: a signed-in member removes their portal login after confirming with their
// password. The member record, bookings and payments stay with the club (they are the club's
// records); the login is retired: e-mail tombstoned, password unusable, every session revoked.
export { deregister, DEREGISTERED, WRONG_PASSWORD } from './repo';
