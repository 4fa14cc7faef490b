import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openModal } from '@/lib/modals';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildUser, renderApp } from '@/testing/test-utils';
import { buildUserBank, mockDashboard } from './testing/payout-builders';

const names = ['BDO', 'Unibank', 'Juan', 'dela', 'Cruz'];

describe('payout accounts in Filipino', () => {
  it('draws the payout accounts card, Select Payout Option and Add Bank Account with no English left', async () => {
    await inFilipino();
    mockDashboard(
      {},
      { user: buildUser({ language: 'fil' }), banks: [buildUserBank()], available: '500.00' },
    );
    renderApp('/dashboard');
    const accounts = await screen.findByRole('region', { name: 'Mga payout account' });
    expect(await within(accounts).findByText('Aktibo')).toBeInTheDocument();
    expect(englishLeft(accounts, names)).toEqual([]);

    act(() => openModal('select-payout-option'));
    const options = await screen.findByRole('dialog', { name: 'Pumili ng Paraan ng Payout' });
    expect(await within(options).findByText('BDO Unibank')).toBeInTheDocument();
    expect(englishLeft(options, names)).toEqual([]);
  });
});
