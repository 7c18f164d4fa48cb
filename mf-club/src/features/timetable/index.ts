export { TimetablePage } from './components/timetable-page';
