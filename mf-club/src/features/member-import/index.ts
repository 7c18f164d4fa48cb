export { MemberImportPage } from './components/member-import-page';
