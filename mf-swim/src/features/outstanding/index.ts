export { OutstandingGate } from './components/outstanding-gate';
