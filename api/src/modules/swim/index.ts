// The swim module: its routes plugin and what other modules may call.
export { guardianOf, type Student, studentsOf, type SwimActor } from './context';
export { lessonCards } from './lesson-cards';
export { swimRoutes } from './routes';
