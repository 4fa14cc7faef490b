import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, defaultErrorMessage } from './api-client';
import { openModal } from './modals';
import { notifyError } from './notifications';

/**
 * Marks each field of a 422 `errors` map on the form (first message per field). Returns whether any
 * field was marked.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
): boolean {
  const entries = Object.entries(error.errors ?? {}).filter(([, messages]) => messages.length > 0);
  entries.forEach(([field, messages], index) => {
    setError(field as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}

/**
 * The app's answer to a failed call (spec §8):
 * - UnauthorizedAccessException: the Login modal;
 * - an `errors` map: the fields are marked inline (when a form is given) and a snackbar shows the message,
 *   unless that message is the very one shown under the field;
 * - anything else: the generic error modal, with the server's message.
 */
export function handleApiError<T extends FieldValues>(
  error: unknown,
  { setError }: { setError?: UseFormSetError<T> } = {},
): void {
  if (!(error instanceof ApiError)) {
    console.error(error);
    openModal('error-message', {});
    return;
  }
  if (error.exception === 'UnauthorizedAccessException') {
    openModal('login');
    return;
  }
  if (error.errors && Object.keys(error.errors).length > 0) {
    const marked = setError ? applyFieldErrors(error, setError) : false;
    // a message already under its field ("These credentials do not match our records.") is said once
    const saidInline =
      marked && Object.values(error.errors).every((messages) => messages[0] === error.message);
    if (!saidInline) notifyError(error.message);
    return;
  }
  openModal('error-message', { message: error.message || defaultErrorMessage });
}
