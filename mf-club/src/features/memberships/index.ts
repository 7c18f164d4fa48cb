export { MembershipsPage } from './components/memberships-page';
