import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MembershipLinkView } from '@pixel/contract';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { mockApi, renderApp, siteConfig, unauthorized } from '@/testing/test-utils';

// the test data's own words: the creator's and the tier's
const names = ['Maria Sketches', 'Gold', 'MS'];

const view: MembershipLinkView = {
  purpose: 'cancel',
  state: 'ready',
  expires_at: '2026-12-30T04:00:00.000Z',
  membership: {
    creator: {
      page_url: 'maria',
      page_name: 'Maria Sketches',
      avatar: null,
      avatar_variants: { WH100: null },
    },
    tier_name: 'Gold',
    months: 1,
    status: 'active',
    ends_at: '2026-12-20T04:00:00.000Z',
    paused_until: null,
    auto_renew: true,
    cancelled_at: null,
    renewal_price: '100.00',
  },
  choices: {
    retention_offer: { percent: 20, months: 2, price: '100.00', offer_price: '80.00' },
    can_pause: true,
    pause_ends_auto_renew: true,
  },
};

describe('a membership mail’s link page in Filipino', () => {
  it('draws what cancelling offers instead with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/memberships/links/tok-1': { body: { data: view } },
    });
    renderApp('/memberships/link/tok-1');

    expect(
      await screen.findByRole('heading', { name: 'I-cancel ang membership mo', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '20% off sa susunod mong 2 buwan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I-cancel pa rin' })).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('main'), names)).toEqual([]);
  });
});
