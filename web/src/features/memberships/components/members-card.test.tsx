import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildUser,
  creatorHome,
  mockApi,
  pageOf,
  renderApp,
  siteConfig,
  type MockResponse,
} from '@/testing/test-utils';

const signedIn = { body: { data: buildUser() } };

const tiers = {
  body: {
    data: [
      {
        id: '00000000-0000-4000-8000-000000000001',
        name: 'Gold',
        price: '200.00',
        description: null,
        image: null,
        benefits: [],
        discount_6_months: 0,
        discount_12_months: 0,
        member_post_discount: 0,
        prices: [],
        position: 0,
        status: 'visible',
        member_count: 2,
        created_at: '2026-01-01T00:00:00.000Z',
      },
    ],
  },
};

describe('dashboard Members card', () => {
  const mockDashboard = (ownTiers: MockResponse) =>
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': creatorHome,
      'GET /v1/user/transactions': pageOf([]),
      'GET /v1/user/memberships/tiers': ownTiers,
      'GET /v1/user/memberships/summary': {
        body: { data: { active_members: 1234, monthly_recurring_revenue: '24680.00' } },
      },
    });

  it('shows active members and monthly recurring revenue, with a link to the members', async () => {
    mockDashboard(tiers);
    renderApp('/dashboard');

    const card = (await screen.findByRole('heading', { name: 'Members' })).closest('section')!;
    expect(await within(card).findByText('1,234')).toBeInTheDocument();
    expect(card).toHaveTextContent('Monthly recurring revenue₱24,680.00');
    expect(within(card).getByRole('link', { name: 'See all members' })).toHaveAttribute(
      'href',
      '/dashboard/creator-hub/members',
    );
  });

  it('is not there for a creator without tiers', async () => {
    const fetchMock = mockDashboard({ body: { data: [] } });
    renderApp('/dashboard');

    await screen.findByRole('heading', { name: 'Earnings' });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).includes('/v1/user/memberships/tiers')),
      ).toBe(true),
    );
    expect(screen.queryByRole('heading', { name: 'Members' })).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([input]) => String(input).includes('/v1/user/memberships/summary')),
    ).toBe(false);
  });
});
