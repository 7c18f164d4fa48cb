export { OrdersPage } from './components/orders-page';
