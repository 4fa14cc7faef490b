import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '@pixel/contract';
import { buildAdminPersonDetail, buildAdminRefund, staffMe } from '@/testing/admin-builders';
import { mockApi, renderApp, sentBodies } from '@/testing/test-utils';
import { answer, maria, noPosts, personId as id, personPath as path } from '../testing/person-builders';

// Refunding a payment from the person's page: who may, how much, and the second approval above ₱5,000.

describe("a person's page", () => {
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
            approval: null,
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
                message_key: 'invalidData',
                message: 'The amount must not be greater than 237.50.',
                errors: { amount: ['The amount must not be greater than 237.50.'] },
              },
            }
          : {
              status: 409,
              body: {
                exception: 'ConflictException',
                message_key: 'refundedAlready',
                message: 'This payment has been refunded already.',
              },
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
});
