export { SwimSettleOutstandingPage } from './components/swim-settle-outstanding-page';
