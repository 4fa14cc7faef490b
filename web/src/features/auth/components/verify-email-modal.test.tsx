import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openModal } from '@/lib/modals';
import { mockApi, renderApp, sentBodies, siteConfig, unauthorized } from '@/testing/test-utils';

async function openVerifyEmail(retryInSeconds?: number) {
  renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  act(() => {
    openModal('verify-email', { email: 'juan@example.com', retryInSeconds });
  });
  return screen.findByRole('dialog', { name: 'Verify Your Email' });
}

const tick = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

describe('Verify Your Email modal', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('resends the mail, then counts down the retry_in_seconds the server gives', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'POST /v1/auth/verification/resend': { body: { data: { retry_in_seconds: 120 } } },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await openVerifyEmail();
    expect(dialog).toHaveTextContent('juan@example.com');

    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));

    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend (2:00)' })).toBeDisabled();
    expect(sentBodies(fetchMock, 'POST /v1/auth/verification/resend')).toEqual([
      { email: 'juan@example.com' },
    ]);

    await tick(1);
    expect(within(dialog).getByRole('button', { name: 'Resend (1:59)' })).toBeDisabled();

    await tick(119);
    expect(within(dialog).getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('waits the time of a TooManyRequestsException before allowing another send', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'POST /v1/auth/verification/resend': {
        status: 429,
        body: {
          exception: 'TooManyRequestsException',
          message_key: 'tooManyRequests',
          message: 'Too many requests.',
          data: { retry_in_seconds: 42 },
        },
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await openVerifyEmail();

    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));

    expect(await within(dialog).findByRole('button', { name: 'Resend (0:42)' })).toBeDisabled();
    expect(within(dialog).getByText('You can resend the email in 42 s.')).toBeInTheDocument();
    expect(screen.queryByText('Email sent successfully')).not.toBeInTheDocument();
  });

  it('starts with the full 300 s wait right after a mail was sent', async () => {
    mockApi({ 'GET /v1/user/profile': unauthorized, 'GET /v1/site/config': siteConfig });
    const dialog = await openVerifyEmail(300);

    expect(within(dialog).getByRole('button', { name: 'Resend (5:00)' })).toBeDisabled();
    await tick(299);
    expect(within(dialog).getByRole('button', { name: 'Resend (0:01)' })).toBeDisabled();
    await tick(1);
    expect(within(dialog).getByRole('button', { name: 'Resend' })).toBeEnabled();
  });
});
