import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refundRequestMessages, type RefundRequest } from '@pixel/contract';
import { buildUser, mockApi, pageOf, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';
import { formatDateTime } from '@/lib/dates';

const signedIn = { body: { data: buildUser() } };
const person = (page_url: string, page_name: string) => ({
  page_url,
  page_name,
  avatar: null,
  avatar_variants: { WH100: null },
});

const buildRequest = (overrides: Partial<RefundRequest> = {}): RefundRequest => ({
  id: '00000000-0000-4000-8000-000000000001',
  reference: 'PXABC123',
  kind: 'purchase',
  amount: '150.00',
  status: 'awaiting_creator',
  reason: 'The photo is blurry',
  reply: null,
  supporter: person('ana', 'Ana Reyes'),
  creator: person('juan', 'Juan dela Cruz'),
  created_at: '2026-11-20T02:00:00.000Z',
  creator_due_at: '2026-11-23T02:00:00.000Z',
  answered_at: null,
  ...overrides,
});

const waiting = buildRequest();
const declined = buildRequest({
  id: '00000000-0000-4000-8000-000000000002',
  reference: 'PXMEM456',
  kind: 'membership',
  amount: '200.00',
  status: 'declined',
  reason: 'I did not mean to renew',
  reply: 'It renewed as the tier said.',
  supporter: person('ben', 'Ben Cruz'),
  answered_at: '2026-11-19T02:00:00.000Z',
});

describe('refund requests, the creator side', () => {
  it('lists who asked, for what, why, until when to answer, and the answers given', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/refund-requests': pageOf([waiting, declined]),
    });
    renderApp('/dashboard/refund-requests');

    const list = await screen.findByRole('list', { name: 'Refund requests' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Ana Reyes' })).toHaveAttribute('href', '/ana');
    expect(first).toHaveTextContent('₱150.00');
    expect(first).toHaveTextContent(`Post · PXABC123 · Asked ${formatDateTime(waiting.created_at)}`);
    expect(first).toHaveTextContent('“The photo is blurry”');
    expect(first).toHaveTextContent(`Answer by ${formatDateTime(waiting.creator_due_at)}`);
    expect(within(first!).getByRole('button', { name: 'Approve refund' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Decline' })).toBeInTheDocument();

    expect(second).toHaveTextContent('Membership · PXMEM456');
    expect(second).toHaveTextContent('Declined');
    expect(second).toHaveTextContent('Reply: It renewed as the tier said.');
    expect(second).not.toHaveTextContent('Answer by');
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();

    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((url) => url.pathname === '/v1/user/refund-requests')?.searchParams;
    expect(asked?.get('side')).toBe('received');
  });

  it('approves a request with a reply, says so and reads the list again', async () => {
    let request = waiting;
    const fetchMock = mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/refund-requests': () => pageOf([request]),
      [`POST /v1/user/refund-requests/${waiting.id}/approve`]: () => {
        request = {
          ...waiting,
          status: 'refunded',
          reply: 'Sorry about that!',
          answered_at: '2026-11-21T02:00:00.000Z',
        };
        return { body: { data: { message: refundRequestMessages.approved, request } } };
      },
    });
    renderApp('/dashboard/refund-requests');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Approve refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve refund' });
    expect(dialog).toHaveTextContent('₱150.00 goes back to Ana Reyes at once, and the post closes to them.');
    await user.type(within(dialog).getByLabelText(/Reply/), 'Sorry about that!');
    await user.click(within(dialog).getByRole('button', { name: 'Approve refund' }));

    expect(await screen.findByText(refundRequestMessages.approved)).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /v1/user/refund-requests/${waiting.id}/approve`)).toEqual([
      { reply: 'Sorry about that!' },
    ]);
    const item = within(await screen.findByRole('list', { name: 'Refund requests' })).getByRole('listitem');
    await waitFor(() => expect(item).toHaveTextContent('Refunded'));
    expect(item).toHaveTextContent('Reply: Sorry about that!');
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });

  it('approves with no reply at all', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/refund-requests': pageOf([waiting]),
      [`POST /v1/user/refund-requests/${waiting.id}/approve`]: {
        body: {
          data: { message: refundRequestMessages.approved, request: { ...waiting, status: 'refunded' } },
        },
      },
    });
    renderApp('/dashboard/refund-requests');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Approve refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve refund' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve refund' }));
    expect(await screen.findByText(refundRequestMessages.approved)).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /v1/user/refund-requests/${waiting.id}/approve`)).toEqual([{}]);
  });

  it('declines a request only with a reply', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/refund-requests': pageOf([waiting]),
      [`POST /v1/user/refund-requests/${waiting.id}/decline`]: {
        body: {
          data: { message: refundRequestMessages.declined, request: { ...waiting, status: 'declined' } },
        },
      },
    });
    renderApp('/dashboard/refund-requests');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline refund' });
    expect(dialog).toHaveTextContent('Tell Ana Reyes why you decline.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline refund' }));
    expect(await within(dialog).findByText('The reply field is required.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /v1/user/refund-requests/${waiting.id}/decline`)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Reply/), 'The preview showed it as it is.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline refund' }));
    expect(await screen.findByText(refundRequestMessages.declined)).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /v1/user/refund-requests/${waiting.id}/decline`)).toEqual([
      { reply: 'The preview showed it as it is.' },
    ]);
  });

  it('says when an answer came too late, and reads the list again', async () => {
    let request = waiting;
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/refund-requests': () => pageOf([request]),
      [`POST /v1/user/refund-requests/${waiting.id}/approve`]: () => {
        request = { ...waiting, status: 'with_support' };
        return {
          status: 409,
          body: {
            exception: 'ConflictException',
            message_key: 'invalidData',
            message: refundRequestMessages.answered,
          },
        };
      },
    });
    renderApp('/dashboard/refund-requests');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Approve refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve refund' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve refund' }));
    expect(await screen.findByText(refundRequestMessages.answered)).toBeInTheDocument();
    expect(await screen.findByText('With PIXEL support')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve refund' })).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/refund-requests': pageOf([]),
    });
    renderApp('/dashboard/refund-requests');
    expect(await screen.findByText('No refund requests.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Refund requests' })).toBeInTheDocument();
  });
});
