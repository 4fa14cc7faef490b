// The profile settings feature's public surface: other features and the app import from here only.
export { ProfileSettingsPage } from './components/profile-settings-page';
