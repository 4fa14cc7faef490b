// The live alerts feature's public surface: other features and the app import from here only.
export { GoalOverlayPage } from './components/goal-overlay-page';
export { MessageFilterPage } from './components/message-filter-page';
export { OverlayPage } from './components/overlay-page';
export { OverlaySettingsPage } from './components/overlay-settings-page';
