export { HomePage } from './components/home-page';
