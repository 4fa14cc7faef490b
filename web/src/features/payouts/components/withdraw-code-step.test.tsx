import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { challenge, mockDashboard, openStandardWithdraw, payout } from '../testing/withdraw-journey';

// Withdraw's code step: the code sent by SMS, a wrong one, and a new one asked for too early.

// whole journeys through the dashboard: slower than one component
describe('Withdraw, the code sent by SMS', { timeout: 20_000 }, () => {
  it('highlights a wrong code for 2 seconds, clears it, and takes the right one', async () => {
    let tries = 0;
    mockDashboard({
      'POST /v1/user/transactions/payout/request': { body: { data: challenge } },
      'POST /v1/user/transactions/payout/bank': () =>
        tries++ === 0
          ? {
              status: 422,
              body: {
                exception: 'OTPCodeInvalidException',
                message_key: 'otpInvalid',
                message: 'The OTP code is invalid.',
              },
            }
          : { body: { data: payout } },
    });
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));

    const otp = await screen.findByRole('dialog', { name: 'Enter OTP Code' });
    const first = within(otp).getByRole('textbox', { name: 'Digit 1 of 6' });
    await user.click(first);
    await user.paste('111111');

    expect(await within(otp).findByText('The OTP code is invalid.')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(first).toHaveValue(''), { timeout: 3000 });
    expect(screen.queryByRole('dialog', { name: 'UNABLE TO PROCEED' })).not.toBeInTheDocument();

    await user.click(first);
    await user.paste('123456');
    expect(await screen.findByRole('dialog', { name: 'Payout Successfully' })).toBeInTheDocument();
  });

  it('says when to try again if a new code is asked for too early', async () => {
    mockDashboard({
      'POST /v1/user/transactions/payout/request': { body: { data: { ...challenge, retry_in_seconds: 0 } } },
      'POST /v1/user/otp/resend': {
        status: 429,
        body: {
          exception: 'TooManyRequestsException',
          message_key: 'tooManyRequests',
          message: 'Too many requests.',
          data: { retry_in_seconds: 25 },
        },
      },
    });
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));

    const otp = await screen.findByRole('dialog', { name: 'Enter OTP Code' });
    await user.click(within(otp).getByRole('button', { name: 'RESEND OTP CODE' }));

    expect(await within(otp).findByText('Please try again in 25 seconds.')).toBeInTheDocument();
    expect(within(otp).getByRole('button', { name: 'RESEND OTP CODE' })).toBeDisabled();
  });
});
