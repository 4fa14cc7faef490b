import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRefundRequest, staffMe } from '@/testing/admin-builders';
import { mockApi, renderApp, sentBodies } from '@/testing/test-utils';
import { answer, maria, noPosts, personId as id, personPath as path } from '../testing/person-builders';

// The page itself: the records, a closing account, suspension, notes and refund requests.

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
              message_key: 'invalidData',
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

  it('says when there is no such person', async () => {
    mockApi({
      ...noPosts,
      'GET /v1/admin/me': staffMe(),
      [`GET ${path}`]: {
        status: 404,
        body: { exception: 'NotFoundException', message_key: 'noSuchPerson', message: 'No such person.' },
      },
    });
    renderApp(`/admin/people/${id}`);

    expect(await screen.findByText('No such person')).toBeInTheDocument();
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
