import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReferralSummary, ReferredUser } from '@pixel/contract';
import { buildUser, mockApi, pageOf, renderApp, siteConfig } from '@/testing/test-utils';
import { englishLeft, inFilipino } from '@/testing/filipino';

const summary: ReferralSummary = {
  referral_code: 'JUAN1234',
  share_url: 'https://pixel.ph/auth/sign-up?ref=JUAN1234',
  fee_share_percent: 20,
  reward_months: 12,
  signups: 2,
  total_earned: '7.00',
};

const referred: ReferredUser[] = [
  {
    page_url: 'maria',
    page_name: 'Maria Sketches',
    avatar: null,
    avatar_variants: { WH100: null },
    signed_up_at: '2026-11-20T02:00:00.000Z',
    rewards_until: new Date(Date.now() + 300 * 86_400_000).toISOString(),
    earned: '4.00',
  },
  {
    page_url: 'jun',
    page_name: 'Jun Eats',
    avatar: null,
    avatar_variants: { WH100: null },
    signed_up_at: '2024-03-05T02:00:00.000Z',
    rewards_until: '2025-03-05T02:00:00.000Z',
    earned: '3.00',
  },
];

// the test data's own words: people's names and the code
const names = ['Maria Sketches', 'Jun Eats', 'JE', 'JUAN1234'];

describe('the referrals in Filipino', () => {
  it('draws the code, the link and who signed up with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/referrals/summary': { body: { data: summary } },
      'GET /v1/user/referrals': pageOf(referred),
    });
    renderApp('/dashboard/referrals');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mga referral' })).toBeInTheDocument();
    expect(await screen.findByText('Maria Sketches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kopyahin ang code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'transaksyon' })).toHaveAttribute(
      'href',
      '/dashboard/transactions/history',
    );
    expect(screen.getByText(/natapos ang reward noong/)).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('main'), names)).toEqual([]);
  });

  it('says in Filipino that nobody signed up yet', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/referrals/summary': { body: { data: summary } },
      'GET /v1/user/referrals': pageOf([]),
    });
    renderApp('/dashboard/referrals');
    expect(
      await screen.findByText(
        'Wala pang nag-sign up gamit ang code mo. I-share ang link mo para mag-imbita ng mga creator.',
      ),
    ).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('main'), names)).toEqual([]);
  });
});
