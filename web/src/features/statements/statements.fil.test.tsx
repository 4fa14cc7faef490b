import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { manilaToday } from '@pixel/contract';
import {
  buildTransaction,
  buildTransactionDetail,
  buildUser,
  mockApi,
  pageOf,
  renderApp,
  siteConfig,
} from '@/testing/test-utils';
import { englishLeft, inFilipino } from '@/testing/filipino';

// the test data's own words: what people wrote and the names of things
const names = [
  'Gift from Ana',
  'Payout to GCash',
  'Keep drawing!',
  'PX-REF-0001',
  'TXN-0001',
  'BIR RR 16-2023',
];

describe('the statements in Filipino', () => {
  it('draws the transaction history, its downloads and a transaction with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/transactions': pageOf([
        buildTransaction(),
        buildTransaction({
          transaction_no: 'TXN-0002',
          description: 'Payout to GCash',
          reference: null,
          type: 'payout',
          status: 'pending',
          total_amount: '-500.00',
        }),
      ]),
      'GET /v1/user/transactions/TXN-0001': {
        body: { data: buildTransactionDetail({ supporter_message: 'Keep drawing!' }) },
      },
      'GET /v1/user/tax': {
        body: {
          data: {
            tin: null,
            certificate: null,
            updated_at: null,
            year: Number(manilaToday().slice(0, 4)),
            gross_remittances: '0.00',
            threshold: '500000.00',
            withholding_applies: true,
            withholding_due: '0.00',
            withheld: '1250.00',
          },
        },
      },
    });
    renderApp('/dashboard/transactions/history');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'History ng mga transaksyon' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('Tapos na')).toBeInTheDocument();
    expect(await screen.findByText('₱1,250.00')).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('main'), names)).toEqual([]);

    await userEvent.setup().click(within(table).getAllByRole('row')[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Detalye ng transaksyon' });
    await within(dialog).findByText('TXN-0001');
    expect(within(dialog).getByText('Naidagdag sa available na balance mo')).toBeInTheDocument();
    expect(englishLeft(dialog, names)).toEqual([]);
  });

  it('says in Filipino that there are no transactions yet', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/transactions': pageOf([]),
    });
    renderApp('/dashboard/transactions/history');
    expect(await screen.findByText('Wala ka pang transaksyon.')).toBeInTheDocument();
  });
});
