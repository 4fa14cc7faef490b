import { notifications, type NotificationData } from '@mantine/notifications';
import { i18n } from './i18n';
import { withModalHost } from './modals';

const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Every snackbar gets an 8-character random id (spec §9). */
export function snackbarId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** Shows a snackbar; the host that draws snackbars loads with the first one. */
function show(data: Omit<NotificationData, 'id'>): string {
  const id = snackbarId();
  // the close button of a snackbar needs a name for screen readers, in the reader's language
  const closeButtonProps = { 'aria-label': i18n.t('common.closeNotification') };
  withModalHost(() => notifications.show({ ...data, id, withBorder: true, closeButtonProps }));
  return id;
}

export function notifySuccess(message: string, title?: string): string {
  return show({ title, message, color: 'teal' });
}

export function notifyError(message: string, title?: string): string {
  return show({ title, message, color: 'red' });
}

export function notifyInfo(message: string, title?: string): string {
  return show({ title, message, color: 'pixel' });
}
