import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffMe } from '@/testing/admin-builders';
import { mockApi, renderApp, sentBodies } from '@/testing/test-utils';
import { answer, maria, noPosts, personId as id, personPath as path } from '../testing/person-builders';

// Showing the person's full account and mobile numbers, for a reason, until the page is left.

describe("a person's page", () => {
  it('shows the full numbers for a reason, which it asks for, until the page is left', async () => {
    const api = mockApi({
      ...noPosts,
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${path}`]: answer(maria),
      [`POST ${path}/reveal`]: {
        body: {
          data: {
            bank_accounts: [
              { bank_name: 'BDO Unibank', account_number: '001234567890', mobile_number: '+639171234567' },
            ],
            linked_account: { username: 'maria.gcash', mobile_number: '+639170001111' },
          },
        },
      },
    });
    const { router } = renderApp(`/admin/people/${id}`);
    const user = userEvent.setup();

    const banks = await screen.findByRole('region', { name: 'Bank accounts' });
    await user.click(within(banks).getByRole('button', { name: 'Show numbers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show the full numbers?' });
    expect(dialog).toHaveTextContent('show in full on this page until you leave it');
    // blank: the contract's check says so before anything is sent
    await user.click(within(dialog).getByRole('button', { name: 'Show numbers' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeInTheDocument();
    expect(sentBodies(api, `POST ${path}/reveal`)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Payout to the wrong account');
    await user.click(within(dialog).getByRole('button', { name: 'Show numbers' }));

    expect(
      await screen.findByText('The full numbers are shown until you leave this page.'),
    ).toBeInTheDocument();
    expect(sentBodies(api, `POST ${path}/reveal`)).toEqual([{ reason: 'Payout to the wrong account' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = within(banks).getByRole('table', { name: 'Bank accounts' });
    expect(table).toHaveTextContent('BDO UnibankMaria Santos001234567890+639171234567Enabled');
    expect(table).not.toHaveTextContent('********7890');
    const linked = screen.getByRole('region', { name: 'Linked e-payment account' });
    expect(linked).toHaveTextContent('+639170001111');
    expect(screen.queryByRole('button', { name: 'Show numbers' })).not.toBeInTheDocument();
    expect(within(banks).getByText('Shown in full')).toBeInTheDocument();
    // the person's page is not read again (each read is a look the audit trail keeps)
    expect(sentBodies(api, `GET ${path}`)).toHaveLength(1);

    // left and opened again: masked, as the server sends it
    await router.navigate('/admin');
    expect(await screen.findByRole('heading', { name: 'People', level: 1 })).toBeInTheDocument();
    await router.navigate(`/admin/people/${id}`);
    const again = await screen.findByRole('table', { name: 'Bank accounts' });
    await waitFor(() => expect(again).toHaveTextContent('********7890'));
    expect(again).not.toHaveTextContent('001234567890');
    expect(screen.getByRole('region', { name: 'Linked e-payment account' })).toHaveTextContent(
      '+63 9** *** 1111',
    );
  });

  it("says the server's refusal to show the numbers above the buttons, and keeps them masked", async () => {
    mockApi({
      ...noPosts,
      'GET /v1/admin/me': staffMe('finance'),
      [`GET ${path}`]: answer(maria),
      [`POST ${path}/reveal`]: {
        status: 429,
        body: {
          exception: 'TooManyRequestsException',
          message_key: 'tooManyRequests',
          message: 'Too many tries. Try again in a minute.',
        },
      },
    });
    renderApp(`/admin/people/${id}`);
    const user = userEvent.setup();

    const linked = await screen.findByRole('region', { name: 'Linked e-payment account' });
    await user.click(within(linked).getByRole('button', { name: 'Show numbers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show the full numbers?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Checking a payout');
    await user.click(within(dialog).getByRole('button', { name: 'Show numbers' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many tries. Try again in a minute.',
    );
    expect(linked).toHaveTextContent('+63 9** *** 1111');
    expect(screen.getByRole('table', { name: 'Bank accounts' })).toHaveTextContent('********7890');
  });

  it('offers no Show numbers where there is nothing masked', async () => {
    mockApi({
      ...noPosts,
      'GET /v1/admin/me': staffMe('admin'),
      [`GET ${path}`]: answer({ ...maria, bank_accounts: [], linked_account: null }),
    });
    renderApp(`/admin/people/${id}`);

    expect(await screen.findByText('No bank accounts.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show numbers' })).not.toBeInTheDocument();
  });
});
