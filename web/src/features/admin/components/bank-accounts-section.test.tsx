import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '@pixel/contract';
import { buildAdminBank, buildAdminPersonDetail, staffMe } from '@/testing/admin-builders';
import { mockApi, pageOf, renderApp, sentBodies, type MockResponse } from '@/testing/test-utils';

const id = '00000000-0000-4000-a000-000000000100';
const path = `/v1/admin/users/${id}`;
const approveUrl = `POST ${path}/banks/PH_BPI/approve-name`;
// the page's own sections ask for their lists
const sections = { [`GET ${path}/posts`]: pageOf([]), [`GET ${path}/limits`]: { body: { data: [] } } };
const answer = (person: AdminUserDetail): MockResponse => ({ body: { data: person } });

const husbands = buildAdminBank({
  bank_slug: 'PH_BPI',
  bank_name: 'Bank of the Philippine Islands',
  account_name: 'Jose Rizal',
  account_number: '********3210',
  name_check: 'differs',
});
const maria = buildAdminPersonDetail({
  id,
  bank_accounts: [
    buildAdminBank(),
    husbands,
    buildAdminBank({
      bank_slug: 'PH_GCASH',
      bank_name: 'GCash',
      account_name: 'Maria C. Santos-Reyes',
      name_check: 'approved',
      name_approval_reason: 'Her married name: the certificate was sent to support.',
    }),
    buildAdminBank({ bank_slug: 'PH_UBP', bank_name: 'UnionBank', name_check: 'unverified' }),
  ],
});

const rowOf = (table: HTMLElement, bank: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(bank))!;

describe("a person's bank accounts", () => {
  it("shows each account's name against the verified legal name", async () => {
    mockApi({ ...sections, 'GET /v1/admin/me': staffMe('support'), [`GET ${path}`]: answer(maria) });
    renderApp(`/admin/people/${id}`);

    const table = await screen.findByRole('table', { name: 'Bank accounts' });
    expect(rowOf(table, 'BDO Unibank')).toHaveTextContent('Name matches');
    expect(rowOf(table, 'Bank of the Philippine Islands')).toHaveTextContent(
      'Name differsNo payout goes to it until support approves the name.',
    );
    expect(rowOf(table, 'GCash')).toHaveTextContent(
      'Name approvedHer married name: the certificate was sent to support.',
    );
    expect(rowOf(table, 'UnionBank')).toHaveTextContent('Not verified yet');
    // only the one that differs can be approved
    expect(within(table).getAllByRole('button', { name: /^Approve name/ })).toHaveLength(1);
  });

  it('approves a name that differs with a reason, which it asks for, and shows the person as answered', async () => {
    const reason = 'Her husband’s account: the marriage certificate was sent to support.';
    const api = mockApi({
      ...sections,
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${path}`]: answer(maria),
      [approveUrl]: {
        body: {
          data: {
            message: 'The name is approved: payouts can go to this account.',
            user: {
              ...maria,
              bank_accounts: maria.bank_accounts.map((bank) =>
                bank.bank_slug === 'PH_BPI'
                  ? { ...bank, name_check: 'approved' as const, name_approval_reason: reason }
                  : bank,
              ),
            },
          },
        },
      },
    });
    renderApp(`/admin/people/${id}`);
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', {
        name: 'Approve name Jose Rizal at Bank of the Philippine Islands',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve this name?' });
    expect(dialog).toHaveTextContent('Jose RizalBank of the Philippine Islands ********3210');
    expect(dialog).toHaveTextContent("not Maria Sketches's verified legal name");
    await user.click(within(dialog).getByRole('button', { name: 'Approve name' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeInTheDocument();
    expect(sentBodies(api, approveUrl)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Approve name' }));

    expect(
      await screen.findByText('The name is approved: payouts can go to this account.'),
    ).toBeInTheDocument();
    expect(sentBodies(api, approveUrl)).toEqual([{ reason }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Bank accounts' });
    expect(rowOf(table, 'Bank of the Philippine Islands')).toHaveTextContent(`Name approved${reason}`);
    expect(within(table).queryByRole('button', { name: /^Approve name/ })).not.toBeInTheDocument();
  });

  it('says a refusal above the buttons, and reads the person again', async () => {
    let reads = 0;
    const approvedMeanwhile = {
      ...maria,
      bank_accounts: maria.bank_accounts.map((bank) =>
        bank.bank_slug === 'PH_BPI'
          ? { ...bank, name_check: 'approved' as const, name_approval_reason: 'Checked by phone.' }
          : bank,
      ),
    };
    mockApi({
      ...sections,
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${path}`]: () => answer(reads++ === 0 ? maria : approvedMeanwhile),
      [approveUrl]: {
        status: 409,
        body: {
          exception: 'ConflictException',
          message_key: 'bankNameApprovedAlready',
          message: "This account's name is approved already.",
        },
      },
    });
    renderApp(`/admin/people/${id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Approve name/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this name?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Married name');
    await user.click(within(dialog).getByRole('button', { name: 'Approve name' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "This account's name is approved already.",
    );
    await waitFor(() => expect(screen.getByText('Checked by phone.')).toBeInTheDocument());
  });

  it('offers Approve name only to staff who review identities', async () => {
    mockApi({ ...sections, 'GET /v1/admin/me': staffMe('finance'), [`GET ${path}`]: answer(maria) });
    renderApp(`/admin/people/${id}`);

    const table = await screen.findByRole('table', { name: 'Bank accounts' });
    expect(rowOf(table, 'Bank of the Philippine Islands')).toHaveTextContent('Name differs');
    expect(within(table).queryByRole('button', { name: /^Approve name/ })).not.toBeInTheDocument();
  });
});
