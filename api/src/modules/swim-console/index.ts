// The swim school of the club console: what other modules (the seed) may call.
export { swimConsoleRoutes } from './routes';
export { addHoliday, createClass, generateSwimLessons, swimSchool } from './service';
export { createLevel } from './levels';
export { createTerm } from './terms';
