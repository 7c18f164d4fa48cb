export { TrainersPage } from './components/trainers-page';
