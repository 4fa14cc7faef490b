// The notifications feature's public surface: other features and the app import from here only.
export { NotificationBell } from './components/notification-bell';
export { NotificationsPage } from './components/notifications-page';
export { NotificationPreferences, NotificationSettingsPage } from './components/notification-preferences';
