// The club's timetable: what other modules, the app and the demo seed use.
export { timetableRoutes } from './routes';
export { addClosure, cancelOccurrence, changeOccurrence } from './session-changes';
export { changeSeries, createSeries, retireSeries } from './service';
export { ensureClassType } from './class-types';
export { closedDates, generateClubSessions, GENERATION_MARGIN_DAYS } from './session-generation';
export { ensureTimetableGeneration, runGeneration, GENERATION_JOB } from './generation-job';
export { registerSessionGenerator, type SessionGenerator } from './session-generators';
