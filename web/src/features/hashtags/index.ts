export { HashtagPage } from './components/hashtag-page';
