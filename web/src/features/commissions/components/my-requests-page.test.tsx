import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommissionRequest } from '@pixel/contract';
import { buildUser, mockApi, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';
import { buildRequest, requestId } from '../testing/commission-builders';

afterEach(() => vi.unstubAllGlobals());

function openMine(
  requests: CommissionRequest[] | (() => CommissionRequest[]),
  url = '/dashboard/commissions',
) {
  const fetchMock = mockApi({
    'GET /v1/user/profile': { body: { data: buildUser() } },
    'GET /v1/site/config': siteConfig,
    'GET /v1/user/commissions/requests': () => ({
      body: { data: typeof requests === 'function' ? requests() : requests },
    }),
    [`POST /v1/user/commissions/requests/${requestId}/pay-balance`]: {
      body: { data: { link_url: 'https://pay.test/c/2', reference: 'C-2', request_id: requestId } },
    },
  });
  renderApp(url);
  return fetchMock;
}

/** The steps of the request shown, as read: each with its state when it has one. */
const stepsRead = () =>
  within(screen.getByRole('list', { name: 'Steps of this commission' }))
    .getAllByRole('listitem')
    .map((step) => step.textContent);

describe('my commissions', () => {
  it('shows a request waiting for its answer, with the date it is refunded by', async () => {
    openMine([buildRequest()]);
    const card = await screen.findByRole('article', { name: 'Pet portrait' });
    expect(within(card).getByText(/^Maria Sketches answers by Dec 7, 2026/)).toBeInTheDocument();
    expect(within(card).getByText(/Paid with the request: ₱300.00 · Balance: ₱700.00/)).toBeInTheDocument();
    expect(stepsRead()).toEqual(['Requested (now)', 'Accepted', 'In progress', 'Balance', 'Delivered']);
  });

  it('has Pay the balance when it is asked for, and goes to its checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const fetchMock = openMine([
      buildRequest({
        status: 'balance_due',
        accepted_at: '2026-12-01T00:00:00.000Z',
        started_at: '2026-12-01T01:00:00.000Z',
        balance_asked_at: '2026-12-02T00:00:00.000Z',
      }),
    ]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay the balance of ₱700.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/c/2'));
    expect(sentBodies(fetchMock, `POST /v1/user/commissions/requests/${requestId}/pay-balance`)[0]).toEqual({
      success_redirect_url: 'http://localhost/dashboard/commissions?payment=paid',
      failure_redirect_url: 'http://localhost/dashboard/commissions?payment=cancelled',
    });
    expect(stepsRead()).toEqual([
      'Requested (done)',
      'Accepted (done)',
      'In progress (done)',
      'Balance (now)',
      'Delivered',
    ]);
  });

  it('lists a delivered request’s files with their downloads, none left on one', async () => {
    openMine([
      buildRequest({
        status: 'delivered',
        accepted_at: '2026-12-01T00:00:00.000Z',
        delivered_at: '2026-12-03T00:00:00.000Z',
        files: [
          {
            id: 'f1',
            name: 'mingming.png',
            content_type: 'image/png',
            size: 2 * 1024 * 1024,
            url: 'https://pixel.test/v1/commissions/files/f1?signature=x',
            downloads_left: 9,
          },
          {
            id: 'f2',
            name: 'mingming.psd',
            content_type: 'application/octet-stream',
            size: 4096,
            url: null,
            downloads_left: 0,
          },
        ],
      }),
    ]);
    expect(await screen.findByRole('link', { name: 'Download mingming.png' })).toHaveAttribute(
      'href',
      'https://pixel.test/v1/commissions/files/f1?signature=x',
    );
    expect(screen.getByText('9 downloads left today')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download mingming.psd' })).not.toBeInTheDocument();
    expect(screen.getByText('No downloads left today. Try again tomorrow.')).toBeInTheDocument();
  });

  it('ends a declined request’s steps with its refund', async () => {
    openMine([buildRequest({ status: 'declined', declined_at: '2026-12-01T00:00:00.000Z' })]);
    expect(
      await screen.findByText('Maria Sketches declined. Your payment of ₱300.00 is refunded.'),
    ).toBeInTheDocument();
    expect(stepsRead()).toEqual(['Requested (done)', 'Declined and refunded (now)']);
  });

  it('back from a checkout, says the payment is being confirmed until it is in', async () => {
    let answers = 0;
    openMine(() => {
      answers += 1;
      return [buildRequest({ status: answers === 1 ? 'awaiting_payment' : 'requested' })];
    }, '/dashboard/commissions?payment=paid');
    expect(await screen.findByText(/Your payment is being confirmed/)).toBeInTheDocument();
    expect(await screen.findByText(/Your payment is in/, {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
