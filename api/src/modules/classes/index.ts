// The classes module: its routes plugin and what other modules may call.
export { classImageUrl, readClassImage } from './class-images';
export { scheduleCardColumns } from './repo';
export { classRoutes } from './routes';
export { SearchCache, timetableCache } from './search-cache';
export { cancel, cancellationTerms, changeCapacity, changingClassBookings, waitingToBook } from './service';
export { classNotice, fillFromQueue, holdPlace, reminderHandlers, waitingQueue } from './waitlist';
