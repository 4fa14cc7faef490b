import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RefundRequest } from '@pixel/contract';
import { buildUser, creatorHome, mockApi, pageOf, renderApp, siteConfig } from '@/testing/test-utils';

const signedIn = { body: { data: buildUser() } };
const person = { page_url: 'ana', page_name: 'Ana', avatar: null, avatar_variants: { WH100: null } };

const request = (id: number, status: RefundRequest['status']): RefundRequest => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  reference: `PXREF00${id}`,
  kind: 'purchase',
  amount: '150.00',
  status,
  reason: 'Blurry',
  reply: null,
  supporter: person,
  creator: person,
  created_at: '2026-11-20T02:00:00.000Z',
  creator_due_at: '2026-11-23T02:00:00.000Z',
  answered_at: null,
});

const mockDashboard = (requests: RefundRequest[]) =>
  mockApi({
    'GET /v1/user/profile': signedIn,
    'GET /v1/site/config': siteConfig,
    'GET /v1/user/home': creatorHome,
    'GET /v1/user/transactions': pageOf([]),
    'GET /v1/user/refund-requests': pageOf(requests),
  });

describe('dashboard refund requests card', () => {
  it('counts the requests waiting for an answer and links to them', async () => {
    mockDashboard([request(1, 'awaiting_creator'), request(2, 'awaiting_creator'), request(3, 'declined')]);
    renderApp('/dashboard');

    const card = (
      await screen.findByRole('heading', { name: '2 refund requests waiting for your answer' })
    ).closest('section')!;
    expect(within(card).getByRole('link', { name: 'See refund requests' })).toHaveAttribute(
      'href',
      '/dashboard/refund-requests',
    );
  });

  it('says one request in the singular', async () => {
    mockDashboard([request(1, 'awaiting_creator')]);
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: '1 refund request waiting for your answer' }),
    ).toBeInTheDocument();
  });

  it('is not there when nothing waits for an answer', async () => {
    mockDashboard([request(1, 'refunded'), request(2, 'with_support')]);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Latest transactions' })).toBeInTheDocument();
    expect(screen.queryByText(/waiting for your answer/)).not.toBeInTheDocument();
  });
});
