import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, creatorHome, mockApi, pageOf, renderApp, siteConfig } from '@/testing/test-utils';
import { englishLeft, inFilipino } from '@/testing/filipino';

describe('the wallet in Filipino', () => {
  it('draws the balance card and its information modal with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': creatorHome,
      'GET /v1/user/balance': {
        body: { data: [{ currency: 'PHP', amount: '1234.50', pending_amount: '300.00' }] },
      },
      'GET /v1/user/transactions': pageOf([]),
      'GET /v1/user/supporters': pageOf([]),
    });
    renderApp('/dashboard');

    const balance = await screen.findByRole('region', { name: 'Available na balance' });
    expect(await within(balance).findByText('₱1,234.50')).toBeInTheDocument();
    expect(within(balance).getByRole('button', { name: 'I-withdraw' })).toBeInTheDocument();
    expect(englishLeft(balance)).toEqual([]);

    await userEvent.setup().click(within(balance).getByRole('button', { name: 'Tungkol sa Balance' }));
    const modal = await screen.findByRole('dialog');
    // the modal's code comes on demand: it reads "Naglo-load" until it has
    expect(await within(modal).findByRole('button', { name: 'SIGE' })).toBeInTheDocument();
    expect(englishLeft(modal)).toEqual([]);
  });
});
