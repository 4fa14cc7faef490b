import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '@pixel/contract';
import { buildUser, mockApi, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';

const endpoint: WebhookEndpoint = {
  id: '7c1c2a52-7a3e-4a43-9d0e-0a4f2b9e1f10',
  url: 'https://hooks.example.com/pixel',
  events: ['gift.received'],
  secret_hint: 'Ab3x',
  created_at: '2026-11-20T02:00:00.000Z',
  secret_rolled_at: null,
};

const delivery: WebhookDelivery = {
  id: '0d3f7e1a-1111-4c2b-8a9e-2b3c4d5e6f70',
  event_id: '5e0c9a1b-2222-4d3e-9f8a-3c4d5e6f7081',
  event_type: 'gift.received',
  status: 'failed',
  resend_of: null,
  attempts: [
    {
      attempt: 1,
      status_code: 500,
      duration_ms: 120,
      response_excerpt: 'database is down',
      error: null,
      created_at: '2026-11-20T02:05:00.000Z',
    },
  ],
  created_at: '2026-11-20T02:05:00.000Z',
};

describe('webhooks settings', () => {
  it('adds an endpoint and shows its secret once', async () => {
    let endpoints: WebhookEndpoint[] = [];
    const fetchMock = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/creator/webhooks': () => ({ body: { data: endpoints } }),
      'POST /v1/creator/webhooks': ({ body }) => {
        const created = { ...endpoint, ...(body as { url: string }) };
        endpoints = [created];
        return { status: 201, body: { data: { ...created, secret: 'whsec_shown-once-Ab3x' } } };
      },
    });
    renderApp('/dashboard/settings/webhooks');
    const user = userEvent.setup();

    // the page's code loads when first opened
    expect(await screen.findByText('No endpoints yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://hooks.example.com/pixel');
    await user.click(screen.getByRole('checkbox', { name: /A photo post is bought/ }));
    await user.click(screen.getByRole('checkbox', { name: /A payout is made/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByText('whsec_shown-once-Ab3x')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/creator/webhooks')).toEqual([
      { url: 'https://hooks.example.com/pixel', events: ['gift.received'] },
    ]);
    expect(await screen.findByText(/Secret ending in Ab3x/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('whsec_shown-once-Ab3x')).not.toBeInTheDocument();
  });

  it('shows each try of a delivery and resends it', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/creator/webhooks': { body: { data: [endpoint] } },
      [`GET /v1/creator/webhooks/${endpoint.id}/deliveries`]: {
        body: { data: [delivery], meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 } },
      },
      [`POST /v1/creator/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend`]: {
        status: 202,
        body: { data: { ...delivery, id: 'new', status: 'pending', resend_of: delivery.id, attempts: [] } },
      },
    });
    renderApp('/dashboard/settings/webhooks');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Deliveries' }, { timeout: 5000 }));
    const log = await screen.findByText(/Try 1: 500 · 120 ms/);
    expect(log).toHaveTextContent('database is down');
    const card = log.closest('.mantine-Paper-root') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(
        sentBodies(fetchMock, `POST /v1/creator/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend`),
      ).toHaveLength(1),
    );
  });
});
