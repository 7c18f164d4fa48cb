// Creche: the member's children, sessions of a day, booking (or the waiting list when full),
// cancellation and Book Now for a waiting child once a place is free.
export { book, cancel, cancellationTerms, kids, search, waitingToBook } from './repo';
