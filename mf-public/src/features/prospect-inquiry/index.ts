export { ProspectInquiryPage } from './components/prospect-inquiry-page';
export { ProspectKioskPage } from './components/prospect-kiosk-page';
