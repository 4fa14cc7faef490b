import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { challenge, mockDashboard, openStandardWithdraw, payout } from '../testing/withdraw-journey';

// Withdraw's last step: what left, and when a payout that waits is sent.

// whole journeys through the dashboard: slower than one component
describe('Withdraw, done', { timeout: 20_000 }, () => {
  it('shows the tax withheld for the BIR and what the account receives', async () => {
    mockDashboard({
      'POST /v1/user/transactions/payout/request': { body: { data: challenge } },
      'POST /v1/user/transactions/payout/bank': { body: { data: { ...payout, withholding: '1.00' } } },
    });
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));
    const otp = await screen.findByRole('dialog', { name: 'Enter OTP Code' });
    await user.click(within(otp).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');

    const success = await screen.findByRole('dialog', { name: 'Payout Successfully' });
    expect(within(success).getByText('Tax withheld for the BIR').nextSibling).toHaveTextContent('₱1.00');
    expect(within(success).getByText('Your account receives').nextSibling).toHaveTextContent('₱199.00');
  });

  it('says a first payout is reviewed and when it is sent, in Manila time, and that nothing is needed', async () => {
    mockDashboard({
      'POST /v1/user/transactions/payout/request': { body: { data: challenge } },
      'POST /v1/user/transactions/payout/bank': {
        body: { data: { ...payout, review_until: '2026-11-22T07:05:00.000Z' } },
      },
    });
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));
    const otp = await screen.findByRole('dialog', { name: 'Enter OTP Code' });
    await user.click(within(otp).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');

    const success = await screen.findByRole('dialog', { name: 'Payout Request Submitted' });
    const note = within(success).getByRole('note');
    expect(note).toHaveTextContent('Your first payout is being reviewed');
    expect(note).toHaveTextContent(
      'It will be sent on Nov 22, 2026 at 3:05 pm (Manila time). Nothing more is needed from you.',
    );
  });

  it('says a payout PIXEL holds is checked before it is sent, and that it stays pending in the history', async () => {
    mockDashboard({
      'POST /v1/user/transactions/payout/request': { body: { data: challenge } },
      'POST /v1/user/transactions/payout/bank': { body: { data: { ...payout, on_hold: true } } },
    });
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));
    const otp = await screen.findByRole('dialog', { name: 'Enter OTP Code' });
    await user.click(within(otp).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');

    const success = await screen.findByRole('dialog', { name: 'Payout Request Submitted' });
    const note = within(success).getByRole('note');
    expect(note).toHaveTextContent('PIXEL is checking this payout');
    expect(note).toHaveTextContent('It shows as pending in your payout history until it is on its way');
  });
});
