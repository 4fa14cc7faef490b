import { notifications } from '@mantine/notifications';

const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Every snackbar gets an 8-character random id (spec §9). */
export function snackbarId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

// the close button of a snackbar needs a name for screen readers
const closeButtonProps = { 'aria-label': 'Close notification' };

export function notifySuccess(message: string, title?: string): string {
  const id = snackbarId();
  notifications.show({ id, title, message, color: 'teal', withBorder: true, closeButtonProps });
  return id;
}

export function notifyError(message: string, title?: string): string {
  const id = snackbarId();
  notifications.show({ id, title, message, color: 'red', withBorder: true, closeButtonProps });
  return id;
}

export function notifyInfo(message: string, title?: string): string {
  const id = snackbarId();
  notifications.show({ id, title, message, color: 'pixel', withBorder: true, closeButtonProps });
  return id;
}
