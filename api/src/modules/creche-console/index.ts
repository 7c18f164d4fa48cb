// The creche of the club console: what other modules (the seed, the onboarding checklist) may call.
export { crecheConsoleRoutes } from './routes';
export { cancelOccurrence as cancelCrecheOccurrence, createSeries as createCrecheSeries, generateCrecheSessions } from './service';
