import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDashboard, openPayoutOptions } from '../testing/withdraw-journey';

// Where Withdraw starts: the payout options the balance card opens, and the one each leads to.

// whole journeys through the dashboard: slower than one component
describe('Select Payout Option', { timeout: 20_000 }, () => {
  it('offers direct e-payment, free and recommended, and standard to the enabled bank with its fee', async () => {
    mockDashboard();
    const { dialog } = await openPayoutOptions();

    const direct = within(dialog).getByRole('button', { name: /^Direct e-payment/ });
    expect(direct).toHaveTextContent('FREE');
    expect(direct).toHaveTextContent('Recommended');
    expect(direct).toHaveTextContent('juan.epay');
    expect(direct).toHaveTextContent('+63 917 1234 567');

    const standard = await within(dialog).findByRole('button', { name: /^Standard/ });
    expect(standard).toHaveTextContent('₱15.00 FEE');
    expect(standard).toHaveTextContent('BDO Unibank');
    expect(standard).toHaveTextContent('001234567890');
  });

  it('asks for a linked account before direct e-payment, and for a bank before standard', async () => {
    mockDashboard({}, { linked: null, banks: [] });
    const { dialog } = await openPayoutOptions();

    expect(await within(dialog).findByRole('button', { name: 'Add Bank Account' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Link E-payment Account' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Direct e-payment/ })).not.toBeInTheDocument();
  });

  it('opens a free withdrawal to the linked account', async () => {
    mockDashboard();
    const { user, dialog } = await openPayoutOptions();
    await user.click(within(dialog).getByRole('button', { name: /^Direct e-payment/ }));

    const withdraw = await screen.findByRole('dialog', { name: 'Withdraw' });
    await within(withdraw).findByLabelText('Amount');
    expect(withdraw).toHaveTextContent('juan.epay');
    expect(withdraw).toHaveTextContent('Direct e-payment payouts are free.');
    expect(withdraw).not.toHaveTextContent('₱15.00');
  });
});
