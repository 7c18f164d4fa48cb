// The swim school of the club console: what other modules (the seed) may call.
export { swimConsoleRoutes } from './routes';
export { addHoliday, createClass, createLevel, createTerm, generateSwimLessons, swimSchool } from './service';
