export { JoinPage } from './components/join-page';
