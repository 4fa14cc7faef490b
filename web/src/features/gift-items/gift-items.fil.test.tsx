import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildTier } from '@/testing/content-builders';
import { englishLeft, inFilipino } from '@/testing/filipino';
import {
  buildProfile,
  buildUser,
  mockApi,
  pageOf,
  renderApp,
  siteConfig,
  unauthorized,
} from '@/testing/test-utils';

// the test data's own words: the creator's, the tier's, the giver's and the message
const names = ['Maria', 'Sketches', 'Gold', 'Juan', 'dela', 'Cruz', 'Maligayang', 'Pasko', 'MS'];

describe('gifts in Filipino', () => {
  it('draws the claim page with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/gift-items/claim/tok_abcdefghijklmnopqrstuvwxyz': {
        body: {
          data: {
            kind: 'membership',
            status: 'delivered',
            creator: {
              page_url: 'maria',
              page_name: 'Maria Sketches',
              avatar: null,
              avatar_variants: { WH100: null },
            },
            tier_name: 'Gold',
            months: 3,
            post: null,
            from_name: 'Juan dela Cruz',
            message: 'Maligayang Pasko!',
            expires_at: '2099-02-28T04:00:00.000Z',
            for_page_url: null,
          },
        },
      },
    });
    renderApp('/gifts/claim/tok_abcdefghijklmnopqrstuvwxyz');

    expect(
      await screen.findByRole('heading', { name: 'May regalo para sa iyo', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Membership sa Gold ni Maria Sketches: 3 buwan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mag-log in para i-claim' })).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('main'), names)).toEqual([]);
  });

  it('draws the gift modal with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/gifts': pageOf([]),
      'GET /v1/profile/memberships/tiers/maria': {
        body: {
          data: {
            tiers: [buildTier({ name: 'Gold', price: '150.00' })],
            show_member_counts: true,
            membership: null,
            trial: { days: 7, available: true, methods: ['card'], used: false },
          },
        },
      },
    });
    renderApp('/maria/membership');
    await userEvent.click(await screen.findByRole('button', { name: 'Iregalo ang Gold sa iba' }));
    const dialog = await screen.findByRole('dialog', { name: 'Iregalo ang Gold' });
    expect(within(dialog).getByRole('button', { name: 'Magbayad' })).toBeInTheDocument();
    expect(englishLeft(dialog, [...names, 'Someone', 'GCash', 'Maya', 'QR', 'Ph', 'card'])).toEqual([]);
  });
});
