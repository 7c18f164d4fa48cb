export { SwimSchoolPage } from './components/swim-school-page';
