// The club's timetable: what other modules, the app and the demo seed use.
export { timetableRoutes } from './routes';
export { addClosure, cancelOccurrence, changeOccurrence } from './session-changes';
export {
  changeSeries,
  createSeries,
  ensureClassType,
  generateClubSessions,
  GENERATION_MARGIN_DAYS,
  retireSeries,
  type Actor,
} from './service';
export { ensureTimetableGeneration, runGeneration, GENERATION_JOB } from './generation-job';
export { registerSessionGenerator, type SessionGenerator } from './session-generators';
export { closedDates } from './service';
