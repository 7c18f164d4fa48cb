export { BarcodeScannerPage } from './components/barcode-scanner-page';
export { ServicesKioskPage } from './components/services-kiosk-page';
