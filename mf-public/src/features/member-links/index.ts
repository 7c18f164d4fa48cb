export { OverduePage } from './components/overdue-page';
export { DeregisterPage } from './components/deregister-page';
