import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Bank } from '@pixel/contract';
import { pageOf, sentBodies } from '@/testing/test-utils';
import { mockDashboard, openDashboardCard } from '../testing/payout-builders';

const providerBanks: Bank[] = [
  { slug: 'allbank', name: 'AllBank', type: 'bank' },
  { slug: 'bdo', name: 'BDO Unibank', type: 'bank' },
  { slug: 'bdo-network', name: 'BDO Network Bank', type: 'bank' },
  { slug: 'gcash', name: 'GCash', type: 'ewallet' },
];

/** The provider's list, searched by name; `lastPage` > 1 says more pages follow the first. */
const banksCall = ({ lastPage = 1 } = {}) => ({
  'GET /v1/banks': ({ url }: { url: URL }) => {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const page = Number(url.searchParams.get('page'));
    const found =
      page === 1
        ? providerBanks.filter((bank) => bank.name.toLowerCase().includes(search))
        : [{ slug: `more-${page}`, name: `Bank of Page ${page}`, type: 'bank' as const }];
    return pageOf(found, { current_page: page, last_page: lastPage, per_page: 100 });
  },
});

/** Add Bank Account opened from the Payout accounts card, with the account name typed in. */
async function openAddBank(options: { lastPage?: number } = {}) {
  const fetchMock = mockDashboard({ ...banksCall(options) }, { banks: [] });
  const { user, card } = await openDashboardCard('Payout accounts');
  await user.click(within(card).getByRole('button', { name: 'Add Bank Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Bank Account' });
  await user.type(await within(dialog).findByLabelText('Account Name'), 'Juan dela Cruz');
  const field = within(dialog).getByRole('button', { name: 'Bank' });
  field.focus();
  return { user, dialog, field, fetchMock };
}

const searchField = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Search bank' });

// whole journeys through the dashboard: slower than one component
describe('the bank picker of Add Bank Account', { timeout: 20_000 }, () => {
  it('opens with Enter inside the modal, searches, takes a bank with ↓ and Enter, and gives the focus back', async () => {
    const { user, dialog, field, fetchMock } = await openAddBank();

    await user.keyboard('{Enter}');

    const search = searchField(dialog);
    await waitFor(() => expect(search).toHaveFocus());
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('listbox', { name: 'Banks' })).toBeInTheDocument();
    await within(dialog).findByRole('option', { name: /^GCash/ });

    await user.keyboard('bdo');
    // the list is searched once the typing stops
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['BDO Unibank', 'BDO Network Bank']),
    );
    const second = within(dialog).getByRole('option', { name: 'BDO Network Bank' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveTextContent('BDO Network Bank');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    // still the same form, with what was typed: Enter neither closed the modal nor submitted the form
    expect(screen.getByRole('dialog', { name: 'Add Bank Account' })).toBe(dialog);
    expect(within(dialog).getByLabelText('Account Name')).toHaveValue('Juan dela Cruz');
    expect(within(dialog).queryByText('The bank field is required.')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/user/banks/add/bank')).toHaveLength(0);
  });

  it('opens with Space or ↓, and Escape closes only the list', async () => {
    const { user, dialog, field } = await openAddBank();

    await user.keyboard(' ');
    await waitFor(() => expect(searchField(dialog)).toHaveFocus());
    await user.keyboard('{Escape}');

    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Add Bank Account' })).toBe(dialog);

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(searchField(dialog)).toHaveFocus());
    await within(dialog).findByRole('option', { name: 'AllBank' });
  });

  it('lets Tab leave the list for the next field, and Enter with no bank highlighted does nothing', async () => {
    const { user, dialog, field, fetchMock } = await openAddBank();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(searchField(dialog)).toHaveFocus());
    await within(dialog).findByRole('option', { name: 'AllBank' });
    await user.keyboard('{Enter}');
    expect(field).toHaveTextContent('Select bank');
    expect(sentBodies(fetchMock, 'POST /v1/user/banks/add/bank')).toHaveLength(0);
    expect(within(dialog).queryByText('The account number field is required.')).not.toBeInTheDocument();

    await user.tab();

    expect(within(dialog).getByLabelText('Mobile Number')).toHaveFocus();
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByRole('dialog', { name: 'Add Bank Account' })).toBe(dialog);
  });

  it('closes with a second press on the field, as it opened', async () => {
    const { user, dialog, field } = await openAddBank();

    await user.click(field);
    await within(dialog).findByRole('option', { name: 'AllBank' });
    await user.click(field);

    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'false'));
    expect(within(dialog).queryByRole('listbox', { name: 'Banks' })).not.toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it('loads the next page of banks as the list is scrolled to its end', async () => {
    const { user, dialog, fetchMock } = await openAddBank({ lastPage: 2 });
    await user.keyboard('{Enter}');
    const list = within(dialog).getByRole('listbox', { name: 'Banks' });
    await within(list).findByRole('option', { name: 'AllBank' });

    fireEvent.scroll(list);

    expect(await within(list).findByRole('option', { name: 'Bank of Page 2' })).toBeInTheDocument();
    const pages = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/v1/banks')
      .map((url) => url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
  });
});
