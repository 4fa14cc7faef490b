import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminLimit } from '@pixel/contract';
import { buildAdminPersonDetail, staffMe } from '@/testing/admin-builders';
import { mockApi, pageOf, renderApp, sentBodies } from '@/testing/test-utils';

const id = '00000000-0000-4000-a000-000000000100';
const person = `/v1/admin/users/${id}`;
const limitsPath = `${person}/limits`;
const maria = { body: { data: buildAdminPersonDetail({ id }) } };

const defaults: AdminLimit[] = [
  { key: 'checkouts_per_hour', unit: 'count', default: '20', value: '20', override: null },
  { key: 'new_account_gifts_first_day', unit: 'count', default: '10', value: '10', override: null },
  { key: 'payouts_per_day', unit: 'count', default: '3', value: '3', override: null },
  {
    key: 'new_creator_payout_ceiling',
    unit: 'amount',
    default: '20000.00',
    value: '50000.00',
    override: {
      value: '50000.00',
      reason: 'Moving from another platform',
      set_by: 'finance@pixel.ph',
      set_at: '2026-11-20T08:00:00.000Z',
    },
  },
];

const pageWith = (limits: AdminLimit[], role: Parameters<typeof staffMe>[0] = 'support') => ({
  'GET /v1/admin/me': staffMe(role),
  [`GET ${person}`]: maria,
  [`GET ${person}/posts`]: pageOf([]),
  [`GET ${limitsPath}`]: { body: { data: limits } },
});

const rowOf = (text: string) =>
  within(screen.getByRole('table', { name: 'Limits' }))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text))!;

describe("a person's limits", () => {
  it('shows each limit with the value that applies, the default, and who set it otherwise and why', async () => {
    mockApi(pageWith(defaults));
    renderApp(`/admin/people/${id}`);

    const table = await screen.findByRole('table', { name: 'Limits' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(rowOf('Checkouts per hour')).toHaveTextContent(
      'Checkouts per hourCheckouts they may open in any hour: gifts, posts and memberships.2020',
    );
    const ceiling = rowOf('Payouts in the first 30 days');
    expect(ceiling).toHaveTextContent(
      'Payouts in the first 30 daysSet by staffThe most they may withdraw in their first 30 days; more waits for review.' +
        'finance@pixel.ph, Nov 20, 2026 at 4:00 pm: Moving from another platform₱50,000.00₱20,000.00',
    );
    expect(rowOf('Payouts per day')).not.toHaveTextContent('Set by staff');
    expect(
      within(ceiling).getByRole('button', { name: 'Reset Payouts in the first 30 days to default' }),
    ).toBeInTheDocument();
    // only a limit staff set can go back to the default
    expect(
      within(rowOf('Payouts per day')).queryByRole('button', { name: /^Reset/ }),
    ).not.toBeInTheDocument();
  });

  it('sets a limit with a value the contract accepts and a reason, and shows it in the list', async () => {
    const put = `PUT ${limitsPath}/checkouts_per_hour`;
    const api = mockApi({
      ...pageWith(defaults),
      [put]: ({ body }) => {
        const { value, reason } = body as { value: string; reason: string };
        return {
          body: {
            data: {
              message: `Checkouts per hour is now ${value} for this person.`,
              limit: {
                ...defaults[0]!,
                value,
                override: { value, reason, set_by: 'support@pixel.ph', set_at: '2026-11-21T02:00:00.000Z' },
              },
            },
          },
        };
      },
    });
    renderApp(`/admin/people/${id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Checkouts per hour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change checkouts per hour' });
    expect(dialog).toHaveTextContent('Applies now20');
    const value = within(dialog).getByRole('textbox', { name: /Value/ });
    await user.clear(value);
    await user.type(value, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save limit' }));
    expect(
      await within(dialog).findByText('The value must be a whole number, 0 or more.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The reason field is required.')).toBeInTheDocument();
    expect(sentBodies(api, put)).toEqual([]);

    await user.clear(value);
    await user.type(value, '2');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Card testing');
    await user.click(within(dialog).getByRole('button', { name: 'Save limit' }));

    expect(await screen.findByText('Checkouts per hour is now 2 for this person.')).toBeInTheDocument();
    expect(sentBodies(api, put)).toEqual([{ value: '2', reason: 'Card testing' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf('Checkouts per hour')).toHaveTextContent(
      'Checkouts per hourSet by staff' +
        'Checkouts they may open in any hour: gifts, posts and memberships.' +
        'support@pixel.ph, Nov 21, 2026 at 10:00 am: Card testing220',
    );
  });

  it('asks an amount in pesos for the payout ceiling, and says a refusal above the buttons', async () => {
    const put = `PUT ${limitsPath}/new_creator_payout_ceiling`;
    const api = mockApi({
      ...pageWith(defaults, 'finance'),
      [put]: {
        status: 403,
        body: {
          exception: 'ForbiddenException',
          message_key: 'staffRoleNotAllowed',
          message: 'Your staff role does not allow this.',
        },
      },
    });
    renderApp(`/admin/people/${id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Payouts in the first 30 days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change payouts in the first 30 days' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('50000.00');
    await user.clear(amount);
    await user.type(amount, '75000');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Verified studio');
    await user.click(within(dialog).getByRole('button', { name: 'Save limit' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your staff role does not allow this.',
    );
    expect(sentBodies(api, put)).toEqual([{ value: '75000', reason: 'Verified studio' }]);
  });

  it('puts a limit back to the default with a reason', async () => {
    const remove = `DELETE ${limitsPath}/new_creator_payout_ceiling`;
    const api = mockApi({
      ...pageWith(defaults),
      [remove]: {
        body: {
          data: {
            message: 'Payouts in the first 30 days is back to the default, ₱20,000.00.',
            limit: { ...defaults[3]!, value: '20000.00', override: null },
          },
        },
      },
    });
    renderApp(`/admin/people/${id}`);
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Reset Payouts in the first 30 days to default' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset to the default?' });
    expect(dialog).toHaveTextContent(
      'Payouts in the first 30 days goes from ₱50,000.00 back to the default, ₱20,000.00, for this person.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Review done');
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));

    expect(
      await screen.findByText('Payouts in the first 30 days is back to the default, ₱20,000.00.'),
    ).toBeInTheDocument();
    expect(sentBodies(api, remove)).toEqual([{ reason: 'Review done' }]);
    await waitFor(() => expect(rowOf('Payouts in the first 30 days')).not.toHaveTextContent('Set by staff'));
  });

  it("offers no changes on a staff member's own page", async () => {
    mockApi({
      ...pageWith(defaults),
      'GET /v1/admin/me': staffMe('support', { user_id: id }),
    });
    renderApp(`/admin/people/${id}`);
    await screen.findByRole('table', { name: 'Limits' });
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });
});
