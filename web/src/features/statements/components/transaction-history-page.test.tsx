import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildTransaction,
  buildTransactionDetail,
  buildUser,
  mockApi,
  pageOf,
  pending,
  renderApp,
  siteConfig,
} from '@/testing/test-utils';

const signedIn = { body: { data: buildUser() } };

function transactionRequests(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/v1/user/transactions')
    .map((url) => Object.fromEntries(url.searchParams));
}

describe('transaction history', () => {
  it('shows 8 skeleton rows while loading', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/transactions': pending,
    });
    renderApp('/dashboard/transactions/history');

    const table = await screen.findByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date & Time', 'Description', 'Reference', 'Amount', 'Status']);
    expect(rows).toHaveLength(8);
  });

  it('says when there are no transactions', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/transactions': pageOf([]),
    });
    renderApp('/dashboard/transactions/history');

    expect(await screen.findByText("You don't have any transactions yet.")).toBeInTheDocument();
  });

  it('lists transactions with their local date, amount and status, and opens one', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/transactions': pageOf([
        buildTransaction(),
        buildTransaction({
          transaction_no: 'TXN-0002',
          date: '2026-11-21T01:30:00.000Z',
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
    });
    renderApp('/dashboard/transactions/history');

    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, gift, payout] = within(table).getAllByRole('row');
    expect(
      within(gift!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nov 20, 2026 at 3:05 pm', 'Gift from Ana', 'PX-REF-0001', '₱1,234.50', 'Completed']);
    expect(
      within(payout!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nov 21, 2026 at 9:30 am', 'Payout to GCash', '—', '-₱500.00', 'Pending']);
    expect(transactionRequests(fetchMock)).toEqual([{ page: '1', per_page: '15' }]);

    await userEvent.setup().click(gift!);

    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    await within(dialog).findByText('TXN-0001');
    // the date and the time are each kept on one line, in pieces of their own
    expect(
      within(dialog).getByText(
        (_, element) => element?.tagName === 'DD' && element.textContent === 'Nov 20, 2026 at 3:05 pm',
      ),
    ).toBeInTheDocument();
    for (const text of [
      'Gift',
      'Completed',
      'Gift from Ana',
      'PX-REF-0001',
      'Ana',
      'Keep drawing!',
      '₱1,300.00',
      '₱65.50',
      '₱1,234.50',
      'Added to your available balance',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
  });

  it('opens a transaction with the keyboard', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/transactions': pageOf([buildTransaction()]),
      'GET /v1/user/transactions/TXN-0001': {
        body: {
          data: buildTransactionDetail({ balance: 'pending', supporter_name: null, supporter_message: null }),
        },
      },
    });
    renderApp('/dashboard/transactions/history');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));

    within(table).getAllByRole('row')[1]!.focus();
    await userEvent.setup().keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(
      await within(dialog).findByText('Pending: added to your available balance on the 15th of the month'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Supporter')).not.toBeInTheDocument();
  });

  it('says when a first payout in review will be sent, in its details', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/transactions': pageOf([buildTransaction({ type: 'payout', status: 'pending' })]),
      'GET /v1/user/transactions/TXN-0001': {
        body: {
          data: buildTransactionDetail({
            type: 'payout',
            status: 'pending',
            payout_waiting: { reason: 'review', until: '2026-11-28T10:30:00.000Z' },
          }),
        },
      },
    });
    renderApp('/dashboard/transactions/history');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    within(table).getAllByRole('row')[1]!.focus();
    await userEvent.setup().keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(
      await within(dialog).findByText(
        'Your first payout is being reviewed. It will be sent on Nov 28, 2026 at 6:30 pm (Manila time).',
      ),
    ).toBeInTheDocument();
  });

  it('shows the payouts of ?tab=payout, and searches after the typing stops', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/transactions': ({ url }) =>
        url.searchParams.get('search') === 'gcash'
          ? pageOf([])
          : pageOf([buildTransaction({ type: 'payout' })]),
    });
    const { router } = renderApp('/dashboard/transactions/history?tab=payout');

    expect(await screen.findByRole('tab', { name: 'Payouts' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Gift from Ana');
    expect(transactionRequests(fetchMock)).toEqual([
      { page: '1', per_page: '15', transaction_type: 'payout' },
    ]);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search transactions'), 'gcash');

    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    // one search for the whole word, not one per letter
    expect(transactionRequests(fetchMock).slice(1)).toEqual([
      { page: '1', per_page: '15', search: 'gcash', transaction_type: 'payout' },
    ]);

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(transactionRequests(fetchMock).at(-1)).toEqual({ page: '1', per_page: '15', search: 'gcash' }),
    );
  });

  it('moves through the pages', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/transactions': ({ url }) =>
        url.searchParams.get('page') === '2'
          ? pageOf([buildTransaction({ transaction_no: 'TXN-0016', description: 'Older gift' })], {
              current_page: 2,
              last_page: 2,
            })
          : pageOf([buildTransaction()], { current_page: 1, last_page: 2 }),
    });
    renderApp('/dashboard/transactions/history');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Next page' }));

    expect(await screen.findByText('Older gift')).toBeInTheDocument();
    expect(transactionRequests(fetchMock).at(-1)).toEqual({ page: '2', per_page: '15' });
  });
});
