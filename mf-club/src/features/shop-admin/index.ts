export { ShopAdminPage } from './components/shop-admin-page';
