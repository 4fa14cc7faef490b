import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '@pixel/contract';
import {
  buildAdminBank,
  buildAdminPersonDetail,
  buildAdminRefund,
  buildRefundRequest,
  staffMe,
} from '@/testing/admin-builders';
import { mockApi, pageOf, renderApp, sentBodies, type MockResponse } from '@/testing/test-utils';

const id = '00000000-0000-4000-a000-000000000100';
const path = `/v1/admin/users/${id}`;
// the page's Posts section asks for its own list
const noPosts = { [`GET ${path}/posts`]: pageOf([]), [`GET ${path}/limits`]: { body: { data: [] } } };
const answer = (person: AdminUserDetail): MockResponse => ({ body: { data: person } });

const maria = buildAdminPersonDetail({
  id,
  two_factor: true,
  balances: { available: '1234.50', pending: '250.00', on_hold: '0.00' },
  ledger: [
    {
      transaction_no: 'TXN-0042',
      type: 'donation',
      description: 'Gift from Ana',
      account: 'pending',
      amount: '237.50',
      created_at: '2026-11-20T07:05:00.000Z',
    },
  ],
  payments_received: [
    {
      reference: 'PX-GIFT-1',
      kind: 'goal_gift',
      amount: '250.00',
      status: 'paid',
      counterpart: null,
      created_at: '2026-11-20T07:00:00.000Z',
      paid_at: '2026-11-20T07:05:00.000Z',
      refund_status: null,
      refund_approval: null,
    },
  ],
  payouts: [
    {
      reference: 'PO-77',
      method: 'bank',
      bank_name: 'BDO Unibank',
      account_number: '********7890',
      amount: '1000.00',
      fee: '15.00',
      status: 'failed',
      provider_payout_id: 'prov_123',
      failure_code: 'ACCOUNT_CLOSED',
      created_at: '2026-11-18T01:00:00.000Z',
    },
  ],
  bank_accounts: [buildAdminBank()],
  linked_account: { username: 'maria.gcash', mobile_number: '+63 9** *** 1111' },
  sessions: [
    {
      browser: 'Chrome',
      system: 'Android',
      ip: '203.0.113.7',
      signed_in_at: '2026-11-19T01:00:00.000Z',
      last_seen_at: '2026-11-20T01:00:00.000Z',
    },
  ],
  notes: [
    {
      id: '00000000-0000-4000-a000-000000000900',
      body: 'Asked about the March payout by mail.',
      staff_email: 'finance@pixel.ph',
      created_at: '2026-11-10T03:00:00.000Z',
    },
  ],
});

describe("a person's page", () => {
  it('shows their balances, records and masked numbers', async () => {
    mockApi({ ...noPosts, 'GET /v1/admin/me': staffMe(), [`GET ${path}`]: answer(maria) });
    renderApp(`/admin/people/${id}`);

    expect(await screen.findByRole('heading', { name: 'Maria Sketches', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Available')).toHaveTextContent('₱1,234.50');
    expect(screen.getByLabelText('Pending')).toHaveTextContent('₱250.00');
    expect(screen.getByLabelText('On hold')).toHaveTextContent('₱0.00');

    const banks = screen.getByRole('table', { name: 'Bank accounts' });
    expect(banks).toHaveTextContent('********7890');
    expect(banks).toHaveTextContent('+63 9** *** 4567');
    expect(screen.getByRole('table', { name: 'Ledger' })).toHaveTextContent(
      'Nov 20, 2026 at 3:05 pmTXN-0042Gift from AnaPending₱237.50',
    );
    const received = screen.getByRole('table', { name: 'Payments received' });
    expect(received).toHaveTextContent('PX-GIFT-1Goal gift₱250.00PaidA visitor');
    const payouts = screen.getByRole('table', { name: 'Payouts' });
    expect(payouts).toHaveTextContent('prov_123');
    expect(payouts).toHaveTextContent('ACCOUNT_CLOSED');
    expect(screen.getByRole('table', { name: 'Sessions' })).toHaveTextContent('Chrome on Android');
    expect(screen.getByText('maria.gcash')).toBeInTheDocument();
    expect(screen.getByText('Asked about the March payout by mail.')).toBeInTheDocument();
    expect(screen.getByText('They have paid no one yet.')).toBeInTheDocument();
  });

  it('says when an account that asked to be deleted is erased, unless its owner cancels', async () => {
    const closing = { ...maria, closing: true, erase_at: '2026-12-20T01:00:00.000Z' };
    mockApi({ ...noPosts, 'GET /v1/admin/me': staffMe(), [`GET ${path}`]: answer(closing) });
    renderApp(`/admin/people/${id}`);

    const notice = (await screen.findByText(/They asked to delete their account/)).closest('[role="alert"]');
    expect(notice).toHaveTextContent(
      'ClosingThey asked to delete their account: it is erased on Dec 20, 2026 unless they cancel.',
    );
  });

  it('suspends the account with a reason, which it asks for, marking the field the server refuses', async () => {
    let tries = 0;
    const api = mockApi({
      ...noPosts,
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${path}`]: answer(maria),
      [`POST ${path}/suspend`]: ({ body }) => {
        tries += 1;
        if (tries === 1) {
          return {
            status: 422,
            body: {
              exception: 'ValidationException',
              message: 'The reason field is required.',
              errors: { reason: ['The reason field is required.'] },
            },
          };
        }
        const reason = (body as { reason: string }).reason;
        return {
          body: {
            data: {
              message: 'The account is suspended.',
              user: {
                ...maria,
                status: 'suspended',
                suspended_at: '2026-11-21T02:00:00.000Z',
                suspension_reason: reason,
              },
            },
          },
        };
      },
    });
    renderApp(`/admin/people/${id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    let dialog = await screen.findByRole('dialog', { name: 'Suspend this account?' });
    // blank: the contract's check says so before anything is sent
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeInTheDocument();
    expect(sentBodies(api, `POST ${path}/suspend`)).toEqual([]);

    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'Selling stolen photos');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    // the server's refusal goes under the field it names
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/The reason field is required\./));

    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('The account is suspended.')).toBeInTheDocument();
    expect(sentBodies(api, `POST ${path}/suspend`)).toEqual([
      { reason: 'Selling stolen photos' },
      { reason: 'Selling stolen photos' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the answer's person is the one shown: suspended, with why, and the way back
    // one button that turns into the way back, so a keyboard user's focus stays on it
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lift suspension' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(screen.getByText(/Selling stolen photos/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lift suspension' }));
    dialog = await screen.findByRole('dialog', { name: 'Lift the suspension?' });
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('');
  });

  it('lifts a suspension with a reason', async () => {
    const suspended = {
      ...maria,
      status: 'suspended' as const,
      suspended_at: '2026-11-21T02:00:00.000Z',
      suspension_reason: 'Spam',
    };
    const api = mockApi({
      ...noPosts,
      'GET /v1/admin/me': staffMe('admin'),
      [`GET ${path}`]: answer(suspended),
      [`POST ${path}/unsuspend`]: {
        body: { data: { message: 'The suspension is lifted.', user: maria } },
      },
    });
    renderApp(`/admin/people/${id}`);
    const user = userEvent.setup();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'SuspendedSince Nov 21, 2026 at 10:00 am: Spam',
    );
    await user.click(screen.getByRole('button', { name: 'Lift suspension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the suspension?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Proved the photos are theirs');
    await user.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));

    expect(await screen.findByText('The suspension is lifted.')).toBeInTheDocument();
    expect(sentBodies(api, `POST ${path}/unsuspend`)).toEqual([{ reason: 'Proved the photos are theirs' }]);
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeInTheDocument();
  });

  it('offers a finance member no Suspend, but their notes', async () => {
    mockApi({ ...noPosts, 'GET /v1/admin/me': staffMe('finance'), [`GET ${path}`]: answer(maria) });
    renderApp(`/admin/people/${id}`);

    expect(await screen.findByRole('heading', { name: 'Maria Sketches', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Add a note/ })).toBeInTheDocument();
  });

  it('adds a note on top of the list, without reading the page (and writing a look at it) again', async () => {
    const api = mockApi({
      ...noPosts,
      'GET /v1/admin/me': staffMe('finance'),
      [`GET ${path}`]: answer(maria),
      [`POST ${path}/notes`]: ({ body }) => ({
        status: 201,
        body: {
          data: {
            id: '00000000-0000-4000-a000-000000000901',
            body: (body as { body: string }).body,
            staff_email: 'finance@pixel.ph',
            created_at: '2026-11-21T03:00:00.000Z',
          },
        },
      }),
    });
    renderApp(`/admin/people/${id}`);
    const user = userEvent.setup();

    await user.type(
      await screen.findByRole('textbox', { name: /Add a note/ }),
      'Called them about the payout.',
    );
    await user.click(screen.getByRole('button', { name: 'Add note' }));

    const notes = screen.getByRole('list', { name: 'Notes' });
    await waitFor(() =>
      expect(within(notes).getAllByRole('listitem')[0]).toHaveTextContent('Called them about the payout.'),
    );
    expect(sentBodies(api, `POST ${path}/notes`)).toEqual([{ body: 'Called them about the payout.' }]);
    expect(sentBodies(api, `GET ${path}`)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /Add a note/ })).toHaveValue('');
  });

  it('refunds a paid payment with the amount and reason, shows the message and reads the person again', async () => {
    const sold = buildAdminPersonDetail({
      id,
      payments_received: [
        {
          reference: 'P-7KQ2M9',
          kind: 'purchase',
          amount: '150.00',
          status: 'paid',
          counterpart: 'Ana Reyes',
          created_at: '2026-11-20T07:00:00.000Z',
          paid_at: '2026-11-20T07:05:00.000Z',
          refund_status: null,
          refund_approval: null,
        },
        {
          reference: 'G-PENDING',
          kind: 'gift',
          amount: '50.00',
          status: 'pending',
          counterpart: null,
          created_at: '2026-11-20T07:00:00.000Z',
          paid_at: null,
          refund_status: null,
          refund_approval: null,
        },
        {
          reference: 'P-DONE',
          kind: 'purchase',
          amount: '80.00',
          status: 'paid',
          counterpart: 'Ana Reyes',
          created_at: '2026-11-19T07:00:00.000Z',
          paid_at: '2026-11-19T07:05:00.000Z',
          refund_status: 'succeeded',
          refund_approval: null,
        },
      ],
    });
    let reads = 0;
    const api = mockApi({
      ...noPosts,
      'GET /v1/admin/me': staffMe('finance'),
      [`GET ${path}`]: () => {
        reads += 1;
        return answer(reads === 1 ? sold : { ...sold, balances: { ...sold.balances, available: '10.00' } });
      },
      'POST /v1/admin/payments/P-7KQ2M9/refund': ({ body }) => ({
        body: {
          data: {
            message: 'The refund is on its way: the provider gives the money back to the payer.',
            refund: buildAdminRefund({ status: 'pending', amount: (body as { amount: string }).amount }),
          },
        },
      }),
    });
    renderApp(`/admin/people/${id}`);
    const user = userEvent.setup();

    const received = await screen.findByRole('table', { name: 'Payments received' });
    // only a paid payment may be refunded, once
    expect(within(received).queryByRole('button', { name: 'Refund G-PENDING' })).not.toBeInTheDocument();
    expect(within(received).queryByRole('button', { name: 'Refund P-DONE' })).not.toBeInTheDocument();
    expect(within(received).getByRole('row', { name: /P-DONE/ })).toHaveTextContent('Refund given');
    await user.click(within(received).getByRole('button', { name: 'Refund P-7KQ2M9' }));

    const dialog = await screen.findByRole('dialog', { name: 'Refund P-7KQ2M9' });
    expect(dialog).toHaveTextContent('Amount paid₱150.00');
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('150.00');
    // blank reason: the contract's check says so before anything is sent
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeInTheDocument();
    // more than was paid, in the server's words
    await user.clear(amount);
    await user.type(amount, '150.01');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Charged twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/The amount must not be greater than 150\.00\./),
    );
    expect(sentBodies(api, 'POST /v1/admin/payments/P-7KQ2M9/refund')).toEqual([]);

    // a part of it
    await user.clear(amount);
    await user.type(amount, '75.5');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(
      await screen.findByText('The refund is on its way: the provider gives the money back to the payer.'),
    ).toBeInTheDocument();
    expect(sentBodies(api, 'POST /v1/admin/payments/P-7KQ2M9/refund')).toEqual([
      { amount: '75.50', reason: 'Charged twice' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Available')).toHaveTextContent('₱10.00'));
    expect(reads).toBe(2);
  });

  it("marks the server's refusal of the amount under its field, and says a refusal with no field above the buttons", async () => {
    let tries = 0;
    const api = mockApi({
      ...noPosts,
      'GET /v1/admin/me': staffMe('admin'),
      [`GET ${path}`]: answer(maria),
      'POST /v1/admin/payments/PX-GIFT-1/refund': () => {
        tries += 1;
        return tries === 1
          ? {
              status: 422,
              body: {
                exception: 'ValidationException',
                message: 'The amount must not be greater than 237.50.',
                errors: { amount: ['The amount must not be greater than 237.50.'] },
              },
            }
          : {
              status: 409,
              body: { exception: 'ConflictException', message: 'This payment has been refunded already.' },
            };
      },
    });
    renderApp(`/admin/people/${id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Refund PX-GIFT-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund PX-GIFT-1' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Stolen card');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/The amount must not be greater than 237\.50\./),
    );
    expect(sentBodies(api, 'POST /v1/admin/payments/PX-GIFT-1/refund')).toEqual([
      { amount: '250.00', reason: 'Stolen card' },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This payment has been refunded already.',
    );
    expect(screen.getByRole('dialog', { name: 'Refund PX-GIFT-1' })).toBeInTheDocument();
  });

  describe('a refund above ₱5,000', () => {
    const big = (
      approval: NonNullable<AdminUserDetail['payments_received'][number]['refund_approval']> | null,
    ) =>
      buildAdminPersonDetail({
        id,
        payments_received: [
          {
            reference: 'G-BIG',
            kind: 'gift',
            amount: '6000.00',
            status: 'paid',
            counterpart: 'Ana Reyes',
            created_at: '2026-11-20T07:00:00.000Z',
            paid_at: '2026-11-20T07:05:00.000Z',
            refund_status: null,
            refund_approval: approval,
          },
        ],
      });
    const approvalBy = (staffUserId: string, email: string) => ({
      staff_user_id: staffUserId,
      staff_email: email,
      reason: 'Charged twice, per the bank statement',
      created_at: '2026-11-21T01:00:00.000Z',
      amount: '5500.00',
    });
    // staffMe()'s own id, and a colleague's
    const me = '00000000-0000-4000-a000-000000000001';
    const colleague = '00000000-0000-4000-a000-000000000002';

    it('is approved once and waits for a second staff member, as the toast says', async () => {
      mockApi({
        ...noPosts,
        'GET /v1/admin/me': staffMe('finance'),
        [`GET ${path}`]: answer(big(null)),
        'POST /v1/admin/payments/G-BIG/refund': () => ({
          status: 202,
          body: {
            data: {
              message:
                'The refund waits for a second staff member, who confirms it by refunding the same amount.',
              refund: null,
              approval: approvalBy(me, 'finance@pixel.ph'),
            },
          },
        }),
      });
      renderApp(`/admin/people/${id}`);
      const user = userEvent.setup();

      await user.click(await screen.findByRole('button', { name: 'Refund G-BIG' }));
      const dialog = await screen.findByRole('dialog', { name: 'Refund G-BIG' });
      expect(dialog).toHaveTextContent(
        'A refund above ₱5,000.00 waits for a second staff member to confirm it.',
      );
      await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Charged twice');
      await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
      expect(await screen.findByText('The refund waits for a second staff member.')).toBeInTheDocument();
    });

    it("shows a colleague's approval, to confirm with the same amount or to cancel", async () => {
      const api = mockApi({
        ...noPosts,
        'GET /v1/admin/me': staffMe('finance'),
        [`GET ${path}`]: answer(big(approvalBy(colleague, 'ana@pixel.ph'))),
        'POST /v1/admin/payments/G-BIG/refund/cancel': { body: { data: { message: 'Cancelled.' } } },
      });
      renderApp(`/admin/people/${id}`);
      const user = userEvent.setup();

      const received = await screen.findByRole('table', { name: 'Payments received' });
      expect(within(received).getByRole('row', { name: /G-BIG/ })).toHaveTextContent(
        'Awaiting second approval',
      );
      await user.click(within(received).getByRole('button', { name: 'Refund G-BIG' }));
      const dialog = await screen.findByRole('dialog', { name: 'Refund G-BIG' });
      expect(within(dialog).getByRole('alert', { name: 'Waiting for a second approval' })).toHaveTextContent(
        'ana@pixel.ph asked to refund ₱5,500.00: “Charged twice, per the bank statement” Refund the same amount to confirm it, or cancel it.',
      );
      expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue('5500.00');
      expect(within(dialog).getByRole('button', { name: 'Confirm refund' })).toBeInTheDocument();

      await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The supporter withdrew it');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel the refund' }));
      expect(
        await screen.findByText('The refund is cancelled. Nothing was taken or given back.'),
      ).toBeInTheDocument();
      expect(sentBodies(api, 'POST /v1/admin/payments/G-BIG/refund/cancel')).toEqual([
        { reason: 'The supporter withdrew it' },
      ]);
    });

    it('offers its first approver no confirmation of their own', async () => {
      mockApi({
        ...noPosts,
        'GET /v1/admin/me': staffMe('finance'),
        [`GET ${path}`]: answer(big(approvalBy(me, 'finance@pixel.ph'))),
      });
      renderApp(`/admin/people/${id}`);
      const user = userEvent.setup();

      await user.click(await screen.findByRole('button', { name: 'Refund G-BIG' }));
      const dialog = await screen.findByRole('dialog', { name: 'Refund G-BIG' });
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'You asked to refund ₱5,500.00. A second staff member confirms it, or you can cancel it.',
      );
      expect(within(dialog).queryByRole('button', { name: /Refund|Confirm refund/ })).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Cancel the refund' })).toBeInTheDocument();
    });
  });

  it('offers support no Refund', async () => {
    mockApi({ ...noPosts, 'GET /v1/admin/me': staffMe('support'), [`GET ${path}`]: answer(maria) });
    renderApp(`/admin/people/${id}`);

    expect(await screen.findByRole('table', { name: 'Payments received' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
  });

  it('says when there is no such person', async () => {
    mockApi({
      ...noPosts,
      'GET /v1/admin/me': staffMe(),
      [`GET ${path}`]: { status: 404, body: { exception: 'NotFoundException', message: 'No such person.' } },
    });
    renderApp(`/admin/people/${id}`);

    expect(await screen.findByText('No such person')).toBeInTheDocument();
  });
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
        body: { exception: 'TooManyRequestsException', message: 'Too many tries. Try again in a minute.' },
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

  it('lists the refund requests they asked for or received, with the way to decide them', async () => {
    const asked = buildRefundRequest();
    const declined = buildRefundRequest({
      id: '00000000-0000-4000-a000-000000000701',
      reference: 'M-4TB7QZ',
      kind: 'membership',
      amount: '99.00',
      status: 'declined',
      reason: 'I did not mean to renew',
      reply: 'The renewal was mailed to you a week before.',
      answered_at: '2026-11-17T03:00:00.000Z',
      created_at: '2026-11-15T02:00:00.000Z',
    });
    mockApi({
      ...noPosts,
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${path}`]: answer({ ...maria, refund_requests: [asked, declined] }),
    });
    renderApp(`/admin/people/${id}`);

    const table = await screen.findByRole('table', { name: 'Refund requests' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(
      'P-7KQ2M9Ana Reyes → Maria Sketches₱150.00With supportThe photo never loaded—Nov 16, 2026 at 10:00 am',
    );
    expect(second).toHaveTextContent(
      'M-4TB7QZAna Reyes → Maria Sketches₱99.00DeclinedI did not mean to renewThe renewal was mailed to you a week before.Nov 15, 2026 at 10:00 am',
    );
    // read-only here: no buttons, but the way to the queue where support decides
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Refund requests' });
    expect(within(section).getByRole('link', { name: 'Decide them in Refund requests' })).toHaveAttribute(
      'href',
      '/admin/refund-requests',
    );
  });

  it('shows finance the refund requests without the way to a queue their role may not open', async () => {
    mockApi({
      ...noPosts,
      'GET /v1/admin/me': staffMe('finance'),
      [`GET ${path}`]: answer(maria),
    });
    renderApp(`/admin/people/${id}`);

    const section = await screen.findByRole('region', { name: 'Refund requests' });
    expect(section).toHaveTextContent('They have asked for no refund, and no one has asked them for one.');
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });
});
