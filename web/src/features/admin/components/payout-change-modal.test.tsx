import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Bank } from '@pixel/contract';
import { buildAdminBank, buildAdminPersonDetail, staffMe } from '@/testing/admin-builders';
import { mockApi, pageOf, renderApp, sentBodies, type MockResponse } from '@/testing/test-utils';

const id = '00000000-0000-4000-a000-000000000100';
const path = `/v1/admin/users/${id}`;
// the page's Posts section asks for its own list
const noPosts = { [`GET ${path}/posts`]: pageOf([]) };
const changes = `POST ${path}/payout-changes`;
const maria = buildAdminPersonDetail({
  id,
  bank_accounts: [buildAdminBank()],
});
const banks: Bank[] = [
  { slug: 'PH_BDO', name: 'BDO Unibank', type: 'bank' },
  { slug: 'PH_BPI', name: 'Bank of the Philippine Islands', type: 'bank' },
  { slug: 'PH_GCASH', name: 'GCash', type: 'ewallet' },
];
const sent: MockResponse = {
  body: {
    data: {
      message: 'The code is sent to +63 9** *** 4567. The change takes effect when the creator types it.',
      id: '00000000-0000-4000-a000-000000000800',
      sent_to: '+63 9** *** 4567',
    },
  },
};

const queriesTo = (api: ReturnType<typeof mockApi>, pathname: string) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname)
    .map((url) => Object.fromEntries(url.searchParams));

async function openModal() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Change payout details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change payout details' });
  return { user, dialog };
}

const bankField = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Bank' });

describe('changing payout details', () => {
  it('sends a new bank account with a reason, says where the code went and reads the person again', async () => {
    let reads = 0;
    const api = mockApi({
      ...noPosts,
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${path}`]: () => {
        reads += 1;
        return { body: { data: maria } };
      },
      'GET /v1/banks': pageOf(banks, { per_page: 100 }),
      [changes]: sent,
    });
    renderApp(`/admin/people/${id}`);
    const { user, dialog } = await openModal();

    expect(dialog).toHaveTextContent('Nothing changes until Maria Sketches types the code');
    expect(dialog).toHaveTextContent('held for 5 days');
    // blank: the contract's checks say so before anything is sent
    await user.click(within(dialog).getByRole('button', { name: 'Send the code' }));
    expect(await within(dialog).findByText('The bank field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('The account name field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('The reason field is required.')).toBeInTheDocument();
    expect(sentBodies(api, changes)).toEqual([]);

    await user.click(bankField(dialog));
    await user.click(await within(dialog).findByRole('option', { name: 'Bank of the Philippine Islands' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Account name/ }), 'Maria Santos');
    await user.type(within(dialog).getByRole('textbox', { name: /Account number/ }), '9876543210');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Her BDO account was closed; she mailed from her address on file',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send the code' }));

    expect(
      await screen.findByText(
        'The code is sent to +63 9** *** 4567. The change takes effect when the creator types it.',
      ),
    ).toBeInTheDocument();
    expect(sentBodies(api, changes)).toEqual([
      {
        kind: 'bank',
        bank_slug: 'PH_BPI',
        account_name: 'Maria Santos',
        account_number: '9876543210',
        reason: 'Her BDO account was closed; she mailed from her address on file',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(reads).toBe(2));
    // every bank fits in one page: the field filters them without asking the server again
    expect(queriesTo(api, '/v1/banks')).toEqual([{ per_page: '100' }]);
  });

  it('sends a new payout number as its 10 digits, whatever prefix it was typed with', async () => {
    const api = mockApi({
      ...noPosts,
      'GET /v1/admin/me': staffMe('admin'),
      [`GET ${path}`]: { body: { data: maria } },
      'GET /v1/banks': pageOf(banks, { per_page: 100 }),
      [changes]: sent,
    });
    renderApp(`/admin/people/${id}`);
    const { user, dialog } = await openModal();

    await user.click(within(dialog).getByRole('radio', { name: 'Payout mobile number' }));
    expect(within(dialog).queryByRole('textbox', { name: /Account number/ })).not.toBeInTheDocument();
    const number = within(dialog).getByRole('textbox', { name: /Mobile number/ });
    await user.type(number, '12');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Lost her SIM; confirmed by a call',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send the code' }));
    expect(
      await within(dialog).findByText('The mobile number must be a valid mobile number.'),
    ).toBeInTheDocument();

    await user.clear(number);
    await user.type(number, '+63 917 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Send the code' }));

    expect(await screen.findByText(/The code is sent to \+63 9\*\* \*\*\* 4567\./)).toBeInTheDocument();
    expect(sentBodies(api, changes)).toEqual([
      { kind: 'mobile_number', mobile_number: '9171234567', reason: 'Lost her SIM; confirmed by a call' },
    ]);
  });

  it("marks the server's refusal under its field, and says a refusal with no field above the buttons", async () => {
    let tries = 0;
    const api = mockApi({
      ...noPosts,
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${path}`]: { body: { data: maria } },
      'GET /v1/banks': pageOf(banks, { per_page: 100 }),
      [changes]: () => {
        tries += 1;
        return tries === 1
          ? {
              status: 422,
              body: {
                exception: 'ValidationException',
                message_key: 'invalidData',
                message: 'The selected bank is invalid.',
                errors: { bank_slug: ['The selected bank is invalid.'] },
              },
            }
          : {
              status: 409,
              body: {
                exception: 'ConflictException',
                message_key: 'noMobileOrEmail',
                message: 'The creator has no mobile number or email on file to confirm with.',
              },
            };
      },
    });
    renderApp(`/admin/people/${id}`);
    const { user, dialog } = await openModal();

    await user.click(bankField(dialog));
    await user.click(await within(dialog).findByRole('option', { name: 'GCash' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Account name/ }), 'Maria Santos');
    await user.type(within(dialog).getByRole('textbox', { name: /Account number/ }), '09171234567');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Moving to her e-wallet');
    await user.click(within(dialog).getByRole('button', { name: 'Send the code' }));

    await waitFor(() =>
      expect(bankField(dialog)).toHaveAccessibleDescription(/The selected bank is invalid\./),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Send the code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The creator has no mobile number or email on file to confirm with.',
    );
    expect(screen.getByRole('dialog', { name: 'Change payout details' })).toBeInTheDocument();
    expect(sentBodies(api, changes)).toHaveLength(2);
  });

  it('searches the server for a bank as it is typed when there are more than one page of them', async () => {
    const landBank: Bank = { slug: 'PH_LBP', name: 'Land Bank of the Philippines', type: 'bank' };
    const api = mockApi({
      ...noPosts,
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${path}`]: { body: { data: maria } },
      'GET /v1/banks': ({ url }) =>
        url.searchParams.get('search') === 'Land'
          ? pageOf([landBank], { per_page: 100 })
          : pageOf(banks, { per_page: 100, last_page: 2 }),
    });
    renderApp(`/admin/people/${id}`);
    const { user, dialog } = await openModal();

    await user.type(bankField(dialog), 'Land');
    await user.click(await within(dialog).findByRole('option', { name: 'Land Bank of the Philippines' }));

    expect(bankField(dialog)).toHaveValue('Land Bank of the Philippines');
    expect(queriesTo(api, '/v1/banks')).toContainEqual({ per_page: '100', search: 'Land' });
  });

  it('offers finance no change', async () => {
    mockApi({
      ...noPosts,
      'GET /v1/admin/me': staffMe('finance'),
      [`GET ${path}`]: { body: { data: maria } },
    });
    renderApp(`/admin/people/${id}`);

    expect(await screen.findByRole('table', { name: 'Bank accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change payout details' })).not.toBeInTheDocument();
  });
});
