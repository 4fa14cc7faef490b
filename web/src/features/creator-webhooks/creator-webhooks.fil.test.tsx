import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildUser, mockApi, renderApp, siteConfig } from '@/testing/test-utils';

describe('webhooks settings in Filipino', () => {
  it('draws the page, the form and an endpoint with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/creator/webhooks': {
        body: {
          data: [
            {
              id: '7c1c2a52-7a3e-4a43-9d0e-0a4f2b9e1f10',
              url: 'https://hooks.example.com/pixel',
              events: ['gift.received'],
              secret_hint: 'Ab3x',
              created_at: '2026-11-20T02:00:00.000Z',
              secret_rolled_at: null,
            },
          ],
        },
      },
    });
    renderApp('/dashboard/settings/webhooks');
    expect(
      await screen.findByText(/Secret na nagtatapos sa Ab3x/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /May natanggap na gift/ })).toBeInTheDocument();
    // the endpoint's address, the event codes and the signature header are names, not PIXEL's words
    const names = [
      'https',
      'hooks.example.com',
      'pixel',
      'pixel-webhooks',
      'gift.received',
      'purchase.completed',
      'payout.updated',
    ];
    expect(
      englishLeft(document.querySelector('main')!, [...names, 'Pixel-Signature', 'Ab3x', 'URL']),
    ).toEqual([]);
  });
});
