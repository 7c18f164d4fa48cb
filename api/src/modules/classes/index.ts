// The classes module: its routes plugin and what other modules may call.
export { CLASS_IMAGE_PATH, classImageUrl, readClassImage } from './class-images';
export { scheduleCardColumns } from './repo';
export { classRoutes } from './routes';
export { invalidateClassSearches, SearchCache, timetableCache } from './class-search.cached';
export { cancel, cancellationTerms, changeCapacity, changingClassBookings, waitingToBook } from './service';
export { classNotice, fillFromQueue, holdPlace, promoteWaiting, reminderHandlers, waitingQueue } from './waitlist';
