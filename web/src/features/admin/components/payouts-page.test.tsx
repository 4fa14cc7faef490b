import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminReviewPayout } from '@pixel/contract';
import { buildReviewPayout, staffMe } from '@/testing/admin-builders';
import { mockApi, pageOf, renderApp, sentBodies } from '@/testing/test-utils';

const queriesTo = (api: ReturnType<typeof mockApi>, path: string) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

const list = '/v1/admin/payouts';
const untaken = buildReviewPayout();
const taken = buildReviewPayout({
  reference: 'PO-4TB7QZ',
  page_url: 'juan',
  provider_payout_id: 'disb_123',
  submitted_at: '2026-11-19T02:00:00.000Z',
  check_attempts: 3,
  created_at: '2026-11-19T01:00:00.000Z',
});
const held = buildReviewPayout({
  reference: 'PO-HELD01',
  held_at: '2026-11-20T07:30:00.000Z',
  hold_reason: 'The provider is down; waiting for its all-clear',
  next_check_at: null,
});
const failed = buildReviewPayout({
  reference: 'PO-FAIL01',
  status: 'failed',
  provider_payout_id: 'disb_456',
  failure_code: 'ACCOUNT_CLOSED',
  next_check_at: null,
});

/** The list as the server keeps it: the payouts of the status asked for, on hold ones among the pending too. */
const byStatus =
  (payouts: AdminReviewPayout[]) =>
  ({ url }: { url: URL }) => {
    const status = url.searchParams.get('status') ?? 'pending';
    return pageOf(
      payouts.filter((payout) =>
        status === 'held' ? payout.status === 'pending' && payout.held_at : payout.status === status,
      ),
      { per_page: 20 },
    );
  };

describe('payouts', () => {
  it('lists the pending payouts, newest first, with what the provider knows and what may be done', async () => {
    const api = mockApi({
      'GET /v1/admin/me': staffMe('finance'),
      [`GET ${list}`]: byStatus([untaken, taken, held]),
    });
    renderApp('/admin/payouts');

    const table = await screen.findByRole('table', { name: 'Payouts' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('PO-7KQ2M9');
    expect(first).toHaveTextContent('BDO Unibank******0003');
    expect(first).toHaveTextContent('₱1,000.00Fee ₱15.00');
    expect(first).toHaveTextContent('Not taken by the provider yet');
    expect(first).toHaveTextContent('Nov 20, 2026 at 4:00 pm');
    expect(within(first!).getByRole('link', { name: '@maria' })).toHaveAttribute('href', '/admin?q=maria');
    expect(within(first!).getByRole('button', { name: 'Hold PO-7KQ2M9' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Ask again PO-7KQ2M9' })).toBeInTheDocument();
    // once the provider has it, a hold could not stop the money
    expect(second).toHaveTextContent('disb_123');
    expect(second).toHaveTextContent('Nov 19, 2026 at 10:00 am');
    expect(within(second!).queryByRole('button', { name: /^Hold/ })).not.toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Ask again PO-4TB7QZ' })).toBeInTheDocument();
    expect(third).toHaveTextContent('On hold');
    expect(third).toHaveTextContent('The provider is down; waiting for its all-clear');
    expect(
      within(third!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Release']);
    expect(screen.getByText('3 payouts, newest first')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(queriesTo(api, list)).toEqual([{ status: 'pending', page: '1' }]);
  });

  it('filters by status, kept in the address, and offers nothing to do with a final one', async () => {
    const api = mockApi({
      'GET /v1/admin/me': staffMe('admin'),
      [`GET ${list}`]: byStatus([untaken, held, failed]),
    });
    const { router } = renderApp('/admin/payouts');
    const user = userEvent.setup();

    await screen.findByRole('table', { name: 'Payouts' });
    await user.click(screen.getByRole('tab', { name: 'Failed' }));

    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Payouts' })).toHaveTextContent('PO-FAIL01'),
    );
    const [, row] = within(screen.getByRole('table', { name: 'Payouts' })).getAllByRole('row');
    expect(row).toHaveTextContent('ACCOUNT_CLOSED');
    expect(within(row!).queryByRole('button')).not.toBeInTheDocument();
    expect(queriesTo(api, list).at(-1)).toEqual({ status: 'failed', page: '1' });

    await user.click(screen.getByRole('tab', { name: 'On hold' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=held'));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Payouts' })).toHaveTextContent('PO-HELD01'),
    );

    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText('No payouts have been completed.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=completed');
  });

  it('reads the status and the page of its address', async () => {
    const api = mockApi({
      'GET /v1/admin/me': staffMe('finance'),
      [`GET ${list}`]: pageOf([held], { current_page: 2, last_page: 2, per_page: 1 }),
    });
    renderApp('/admin/payouts?status=held&page=2');

    expect(await screen.findByRole('tab', { name: 'On hold' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Payouts' })).toBeInTheDocument();
    expect(queriesTo(api, list)).toEqual([{ status: 'held', page: '2' }]);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('holds a payout with a reason, which it asks for, and reads the list again', async () => {
    let holds = 0;
    const api = mockApi({
      'GET /v1/admin/me': staffMe('finance'),
      [`GET ${list}`]: (request) =>
        byStatus(holds ? [{ ...untaken, held_at: '2026-11-20T08:00:00.000Z' }] : [untaken])(request),
      [`POST ${list}/PO-7KQ2M9/hold`]: ({ body }) => {
        holds += 1;
        const reason = (body as { reason: string }).reason;
        return {
          body: {
            data: {
              message: 'The payout is on hold. It is not sent until it is released.',
              payout: { ...untaken, held_at: '2026-11-20T08:00:00.000Z', hold_reason: reason },
            },
          },
        };
      },
    });
    renderApp('/admin/payouts');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Hold PO-7KQ2M9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold this payout?' });
    expect(dialog).toHaveTextContent('PO-7KQ2M9₱1,000.00@maria to BDO Unibank ******0003');
    await user.click(within(dialog).getByRole('button', { name: 'Hold' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeInTheDocument();
    expect(sentBodies(api, `POST ${list}/PO-7KQ2M9/hold`)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The provider is down');
    await user.click(within(dialog).getByRole('button', { name: 'Hold' }));

    expect(
      await screen.findByText('The payout is on hold. It is not sent until it is released.'),
    ).toBeInTheDocument();
    expect(sentBodies(api, `POST ${list}/PO-7KQ2M9/hold`)).toEqual([{ reason: 'The provider is down' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Release PO-7KQ2M9' })).toBeInTheDocument();
  });

  it('releases a held payout and asks the provider again about another, each with a reason', async () => {
    const api = mockApi({
      'GET /v1/admin/me': staffMe('admin'),
      [`GET ${list}`]: byStatus([taken, held]),
      [`POST ${list}/PO-HELD01/release`]: {
        body: {
          data: {
            message: 'The payout is released and sent to the provider.',
            payout: { ...held, held_at: null, hold_reason: null },
          },
        },
      },
      [`POST ${list}/PO-4TB7QZ/retry`]: {
        body: { data: { message: 'The provider was asked again.', payout: taken } },
      },
    });
    renderApp('/admin/payouts');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Release PO-HELD01' }));
    let dialog = await screen.findByRole('dialog', { name: 'Release this payout?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The provider is back');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('The payout is released and sent to the provider.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // its Release may go with it: the focus is on the page's heading, not on its body
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Ask again PO-4TB7QZ' }));
    dialog = await screen.findByRole('dialog', { name: 'Ask the provider again?' });
    expect(dialog).toHaveTextContent('The provider is asked about this payout now');
    // a new opening starts with an empty reason
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Stuck for a day');
    await user.click(within(dialog).getByRole('button', { name: 'Ask again' }));
    expect(await screen.findByText('The provider was asked again.')).toBeInTheDocument();

    expect(sentBodies(api, `POST ${list}/PO-HELD01/release`)).toEqual([{ reason: 'The provider is back' }]);
    expect(sentBodies(api, `POST ${list}/PO-4TB7QZ/retry`)).toEqual([{ reason: 'Stuck for a day' }]);
  });

  it('says a refusal above the buttons, and reads the list again', async () => {
    let tookIt = false;
    const api = mockApi({
      'GET /v1/admin/me': staffMe('finance'),
      [`GET ${list}`]: (request) =>
        byStatus([tookIt ? { ...untaken, provider_payout_id: 'disb_789' } : untaken])(request),
      [`POST ${list}/PO-7KQ2M9/hold`]: () => {
        tookIt = true;
        return {
          status: 409,
          body: {
            exception: 'ConflictException',
            message_key: 'payoutTakenByProvider',
            message: 'The provider has taken this payout already: it can no longer be held.',
          },
        };
      },
    });
    renderApp('/admin/payouts');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Hold PO-7KQ2M9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold this payout?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Looks odd');
    await user.click(within(dialog).getByRole('button', { name: 'Hold' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The provider has taken this payout already: it can no longer be held.',
    );
    expect(sentBodies(api, `POST ${list}/PO-7KQ2M9/hold`)).toEqual([{ reason: 'Looks odd' }]);
    await waitFor(() => expect(screen.getByRole('table', { name: 'Payouts' })).toHaveTextContent('disb_789'));
  });

  it('lists first payouts in review with when each is sent, to release at once or hold', async () => {
    const inReview = buildReviewPayout({
      reference: 'PO-FIRST1',
      page_url: 'ana',
      check_attempts: 0,
      next_check_at: '2026-11-22T07:00:00.000Z',
      review_until: '2026-11-22T07:00:00.000Z',
    });
    let released = false;
    const api = mockApi({
      'GET /v1/admin/me': staffMe('finance'),
      [`GET ${list}`]: ({ url }) =>
        pageOf(url.searchParams.get('status') === 'review' && !released ? [inReview] : [], {
          per_page: 20,
        }),
      [`POST ${list}/PO-FIRST1/release`]: () => {
        released = true;
        return {
          body: {
            data: {
              message: 'The payout is released and sent to the provider.',
              payout: { ...inReview, review_until: null },
            },
          },
        };
      },
    });
    renderApp('/admin/payouts?status=review');

    expect(await screen.findByRole('tab', { name: 'In review' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Payouts' });
    const [header, row] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('In review until');
    // not taken by the provider before its time: the provider's columns are left out
    expect(header).not.toHaveTextContent('Provider');
    expect(row).toHaveTextContent('In review');
    expect(row).toHaveTextContent('Nov 22, 2026 at 3:00 pmThen sent, unless held');
    expect(
      within(row!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Release', 'Hold']);
    expect(queriesTo(api, list)).toEqual([{ status: 'review', page: '1' }]);

    // sent now: it leaves the tab
    const user = userEvent.setup();
    await user.click(within(row!).getByRole('button', { name: 'Release PO-FIRST1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release this payout?' });
    expect(dialog).toHaveTextContent('Its review ends now: the payout is sent to the provider at once');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Known creator');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('The payout is released and sent to the provider.')).toBeInTheDocument();
    expect(sentBodies(api, `POST ${list}/PO-FIRST1/release`)).toEqual([{ reason: 'Known creator' }]);
    expect(await screen.findByText('No first payouts are in review.')).toBeInTheDocument();
  });

  it('says a pending first payout is in review, with its release and hold, not Ask again', async () => {
    const inReview = buildReviewPayout({ reference: 'PO-FIRST1', review_until: '2026-11-22T07:00:00.000Z' });
    mockApi({ 'GET /v1/admin/me': staffMe('finance'), [`GET ${list}`]: byStatus([inReview]) });
    renderApp('/admin/payouts');

    const table = await screen.findByRole('table', { name: 'Payouts' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('In review');
    expect(within(row!).getByRole('button', { name: 'Hold PO-FIRST1' })).toBeInTheDocument();
    expect(within(row!).queryByRole('button', { name: /^Ask again/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(row!).getByRole('button', { name: 'Hold PO-FIRST1' }));
    expect(await screen.findByRole('dialog', { name: 'Hold this payout?' })).toHaveTextContent(
      'It is not sent when its review ends',
    );
  });

  it('says in the server’s words when the role may not see them', async () => {
    mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${list}`]: {
        status: 403,
        body: {
          exception: 'ForbiddenException',
          message_key: 'staffRoleNotAllowed',
          message: 'Your staff role does not allow this.',
        },
      },
    });
    renderApp('/admin/payouts');

    expect(await screen.findByText('Your staff role does not allow this.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });
});
