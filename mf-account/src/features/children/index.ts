export { ChildrenPage } from './components/children-page';
