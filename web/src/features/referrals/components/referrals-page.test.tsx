import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReferralSummary, ReferredUser } from '@pixel/contract';
import { buildUser, mockApi, pageOf, renderApp, siteConfig } from '@/testing/test-utils';

const signedIn = { body: { data: buildUser() } };

const summary = (overrides: Partial<ReferralSummary> = {}): ReferralSummary => ({
  referral_code: 'JUAN1234',
  share_url: 'https://pixel.ph/auth/sign-up?ref=JUAN1234',
  fee_share_percent: 20,
  reward_months: 12,
  signups: 2,
  total_earned: '7.00',
  ...overrides,
});

const yearFromNow = new Date(Date.now() + 300 * 86_400_000).toISOString();
const referred: ReferredUser[] = [
  {
    page_url: 'maria',
    page_name: 'Maria Sketches',
    avatar: null,
    avatar_variants: { WH100: null },
    signed_up_at: '2026-11-20T02:00:00.000Z',
    rewards_until: yearFromNow,
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

describe('referrals', () => {
  it('shows the own code and sign-up link to copy, who signed up with it and what each earned', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/referrals/summary': { body: { data: summary() } },
      'GET /v1/user/referrals': pageOf(referred),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/referrals');

    expect(await screen.findByRole('heading', { level: 1, name: 'Referrals' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        /you earn 20% of PIXEL's fee on every gift and sale they receive for 12 months/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Referral code')).toHaveValue('JUAN1234');
    expect(screen.getByLabelText('Sign-up link')).toHaveValue('https://pixel.ph/auth/sign-up?ref=JUAN1234');
    expect(screen.getByText('Earned so far').nextElementSibling).toHaveTextContent('₱7.00');
    expect(screen.getByText('Signed up with your code').nextElementSibling).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('https://pixel.ph/auth/sign-up?ref=JUAN1234');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    const maria = (await screen.findByRole('link', { name: 'Maria Sketches' })).closest(
      '.mantine-Paper-root',
    );
    expect(screen.getByRole('link', { name: 'Maria Sketches' })).toHaveAttribute('href', '/maria');
    expect(
      within(maria as HTMLElement).getByText(/Joined Nov 20, 2026 · earns you rewards until/),
    ).toBeVisible();
    expect(within(maria as HTMLElement).getByText('₱4.00')).toBeInTheDocument();
    const jun = screen.getByRole('link', { name: 'Jun Eats' }).closest('.mantine-Paper-root');
    expect(
      within(jun as HTMLElement).getByText('Joined Mar 5, 2024 · rewards ended Mar 5, 2025'),
    ).toBeVisible();
    expect(within(jun as HTMLElement).getByText('₱3.00')).toBeInTheDocument();
  });

  it('says how to invite people before anyone has signed up', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/referrals/summary': { body: { data: summary({ signups: 0, total_earned: '0.00' }) } },
      'GET /v1/user/referrals': pageOf([]),
    });
    renderApp('/dashboard/referrals');

    expect(
      await screen.findByText('Nobody has signed up with your code yet. Share your link to invite creators.'),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Referral code')).toHaveValue('JUAN1234');
  });

  it('is one link away in the dashboard menu', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/referrals/summary': { body: { data: summary() } },
      'GET /v1/user/referrals': pageOf([]),
    });
    renderApp('/dashboard/referrals');
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('link', { name: 'Referrals' })).toHaveAttribute('aria-current', 'page');
  });
});
