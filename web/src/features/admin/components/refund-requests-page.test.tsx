import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RefundRequest } from '@pixel/contract';
import { buildRefundRequest, staffMe } from '@/testing/admin-builders';
import { mockApi, pageOf, renderApp, sentBodies } from '@/testing/test-utils';

const queriesTo = (api: ReturnType<typeof mockApi>, path: string) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

const queue = '/v1/admin/refund-requests';
const blurry = buildRefundRequest();
const membership = buildRefundRequest({
  id: '00000000-0000-4000-a000-000000000701',
  reference: 'M-4TB7QZ',
  kind: 'membership',
  amount: '99.00',
  reason: 'I did not mean to renew',
});
const declined = buildRefundRequest({
  id: '00000000-0000-4000-a000-000000000702',
  status: 'declined',
  reply: 'The preview showed it as it is.',
  answered_at: '2026-11-17T03:00:00.000Z',
});

/** The queue as the server keeps it: the requests of the status asked for. */
const byStatus =
  (requests: RefundRequest[]) =>
  ({ url }: { url: URL }) =>
    pageOf(
      requests.filter((request) => request.status === (url.searchParams.get('status') ?? 'with_support')),
      { per_page: 20 },
    );

describe('refund requests', () => {
  it('lists those with support, oldest first, with who asked whom, for what and why', async () => {
    const api = mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${queue}`]: byStatus([blurry, membership]),
    });
    renderApp('/admin/refund-requests');

    const list = await screen.findByRole('list', { name: 'Refund requests' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('₱150.00PostP-7KQ2M9');
    expect(first).toHaveTextContent('SupporterAna Reyes @ana');
    expect(first).toHaveTextContent('CreatorMaria Sketches @maria');
    expect(first).toHaveTextContent('ReasonThe photo never loaded');
    expect(first).toHaveTextContent('AskedNov 16, 2026 at 10:00 am');
    expect(first).toHaveTextContent("Creator's due dateNov 19, 2026 at 10:00 am");
    expect(within(first!).getByRole('link', { name: 'Ana Reyes' })).toHaveAttribute('href', '/admin?q=ana');
    expect(second).toHaveTextContent('₱99.00MembershipM-4TB7QZ');
    expect(within(second!).getByRole('button', { name: 'Approve refund M-4TB7QZ' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'With support' })).toHaveAttribute('aria-selected', 'true');
    expect(queriesTo(api, queue)).toEqual([{ status: 'with_support', page: '1' }]);
  });

  it('filters by status, kept in the address, and offers no answer to what is answered', async () => {
    const api = mockApi({
      'GET /v1/admin/me': staffMe('admin'),
      [`GET ${queue}`]: byStatus([blurry, declined]),
    });
    const { router } = renderApp('/admin/refund-requests');
    const user = userEvent.setup();

    await screen.findByRole('list', { name: 'Refund requests' });
    await user.click(screen.getByRole('tab', { name: 'Declined' }));

    await waitFor(() => expect(router.state.location.search).toBe('?status=declined'));
    const list = await screen.findByRole('list', { name: 'Refund requests' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('AnsweredNov 17, 2026 at 11:00 am');
    expect(item).toHaveTextContent('ReplyThe preview showed it as it is.');
    expect(within(item!).queryByRole('button')).not.toBeInTheDocument();
    expect(queriesTo(api, queue).at(-1)).toEqual({ status: 'declined', page: '1' });

    await user.click(screen.getByRole('tab', { name: 'Waiting for the creator' }));
    expect(await screen.findByText('No refund requests are waiting for a creator.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=awaiting_creator');
  });

  it('reads the status and the page of its address', async () => {
    const api = mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${queue}`]: pageOf([declined], { current_page: 2, last_page: 2, per_page: 1 }),
    });
    renderApp('/admin/refund-requests?status=declined&page=2');

    expect(await screen.findByRole('tab', { name: 'Declined' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('list', { name: 'Refund requests' })).toBeInTheDocument();
    expect(queriesTo(api, queue)).toEqual([{ status: 'declined', page: '2' }]);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('approves a request with a reason, which it asks for, and reads the queue again', async () => {
    let answered = false;
    const api = mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${queue}`]: (request) => byStatus(answered ? [] : [blurry])(request),
      [`POST ${queue}/${blurry.id}/approve`]: ({ body }) => {
        answered = true;
        return {
          body: {
            data: {
              message: 'Refund approved. The money goes back to the supporter.',
              request: { ...blurry, status: 'refunded', reply: (body as { reason: string }).reason },
            },
          },
        };
      },
    });
    renderApp('/admin/refund-requests');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Approve refund P-7KQ2M9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this refund?' });
    expect(dialog).toHaveTextContent('Ana Reyes gets ₱150.00 back for P-7KQ2M9');
    await user.click(within(dialog).getByRole('button', { name: 'Approve refund' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeInTheDocument();
    expect(sentBodies(api, `POST ${queue}/${blurry.id}/approve`)).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'The file is broken, checked it',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve refund' }));

    expect(
      await screen.findByText('Refund approved. The money goes back to the supporter.'),
    ).toBeInTheDocument();
    expect(sentBodies(api, `POST ${queue}/${blurry.id}/approve`)).toEqual([
      { reason: 'The file is broken, checked it' },
    ]);
    expect(await screen.findByText('No refund requests are with support.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the request left the list with its buttons: the focus is on the page's heading, not on its body
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Refund requests' })).toHaveFocus(),
    );
  });

  it('declines a request with a reason, and says so when someone answered it first', async () => {
    let tries = 0;
    const api = mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${queue}`]: byStatus([blurry]),
      [`POST ${queue}/${blurry.id}/decline`]: ({ body }) => {
        tries += 1;
        return tries === 1
          ? {
              status: 409,
              body: {
                exception: 'ConflictException',
                message_key: 'refundRequestAnswered',
                message: 'This request has been answered already.',
              },
            }
          : {
              body: {
                data: {
                  message: 'Refund declined. The supporter is told why.',
                  request: { ...blurry, status: 'declined', reply: (body as { reason: string }).reason },
                },
              },
            };
      },
    });
    renderApp('/admin/refund-requests');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Decline P-7KQ2M9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this refund?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'The photo loads in every browser',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This request has been answered already.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Refund declined. The supporter is told why.')).toBeInTheDocument();
    expect(sentBodies(api, `POST ${queue}/${blurry.id}/decline`)).toEqual([
      { reason: 'The photo loads in every browser' },
      { reason: 'The photo loads in every browser' },
    ]);
  });
});
