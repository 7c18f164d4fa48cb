export { HouseholdPage } from './components/household-page';
