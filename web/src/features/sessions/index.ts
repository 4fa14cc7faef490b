// The sessions feature's public surface: other features and the app import from here only.
export { SessionsPage } from './components/sessions-page';
