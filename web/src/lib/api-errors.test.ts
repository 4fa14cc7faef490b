import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { handleApiError } from './api-errors';
import { notifyError } from './notifications';

vi.mock('./notifications', () => ({ notifyError: vi.fn() }));
vi.mock('./modals', () => ({ openModal: vi.fn() }));

const validation = (message: string, errors: Record<string, string[]>) =>
  new ApiError({
    status: 422,
    exception: 'ValidationException',
    message_key: 'invalidData',
    message,
    errors,
  });

beforeEach(() => vi.mocked(notifyError).mockClear());

describe('handleApiError with a field error', () => {
  it('says a wrong password once, under the field, not again in a snackbar', () => {
    const setError = vi.fn();
    const wrong = 'These credentials do not match our records.';
    handleApiError(validation(wrong, { password: [wrong] }), { setError });

    expect(setError).toHaveBeenCalledWith(
      'password',
      { type: 'server', message: wrong },
      { shouldFocus: true },
    );
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('still shows the snackbar when it says more than the fields do, or when no form shows them', () => {
    const setError = vi.fn();
    handleApiError(
      validation('The given data was invalid.', { amount: ['The amount must be at least ₱20.00.'] }),
      { setError },
    );
    expect(notifyError).toHaveBeenCalledWith('The given data was invalid.');

    const wrong = 'These credentials do not match our records.';
    handleApiError(validation(wrong, { password: [wrong] }));
    expect(notifyError).toHaveBeenCalledTimes(2);
  });
});
