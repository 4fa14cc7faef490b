import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildUser, mockApi, pageOf, renderApp, siteConfig } from '@/testing/test-utils';

describe('dashboard page counts', () => {
  it('shows the Supporters and followers of the creator page next to its link', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/profile/juan': {
        body: {
          data: buildProfile({ page_url: 'juan', donation_count: 7, follower_count: 1, is_owner: true }),
        },
      },
      'GET /v1/user/balance': {
        body: { data: [{ currency: 'PHP', amount: '0.00', pending_amount: '0.00' }] },
      },
      'GET /v1/user/transactions': pageOf([]),
      'GET /v1/user/follower': pageOf([]),
    });
    renderApp('/dashboard');

    const counts = await screen.findByRole('group', { name: 'Page counts' });
    expect(counts).toHaveTextContent('7 Supporters');
    expect(counts).toHaveTextContent('1 Follower');
    expect(screen.getByRole('link', { name: `${window.location.origin}/juan` })).toBeInTheDocument();
  });
});
