export { CrechePage } from './components/creche-page';
