export { GroupFitnessPage } from './components/group-fitness-page';
