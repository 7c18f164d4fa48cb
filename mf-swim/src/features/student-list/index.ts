export { StudentListPage } from './components/student-list-page';
