export { CreatorPage } from './components/creator-page';
