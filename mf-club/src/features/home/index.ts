export { ConsoleHomePage } from './components/console-home-page';
