import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Member, MembershipTier } from '@pixel/contract';
import { buildTier } from '@/testing/content-builders';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildUser, creatorHome, mockApi, pageOf, renderApp, siteConfig } from '@/testing/test-utils';

// the test data's own words: the tiers', their benefits and the members' names
const names = [
  'Sketchbook',
  'Club',
  'Studio',
  'pass',
  'Old',
  'wallpaper',
  'Early',
  'posts',
  'sketches',
  'Manila',
  'Monthly #sketches of Manila',
  'A wallpaper every month',
  'Fan',
  'Gold',
  'Ana',
  'Reyes',
  'AR',
  'FA',
];

const signedIn = { body: { data: buildUser({ language: 'fil' }) } };
const settings = { body: { data: { show_member_counts: true, mail_on_new_member: true } } };

const tiers: MembershipTier[] = [
  buildTier({
    name: 'Sketchbook Club',
    price: '150.00',
    description: 'Monthly #sketches of Manila',
    benefits: ['A wallpaper every month', 'Early posts'],
    discount_12_months: 10,
    prices: [
      { months: 1, amount: '150.00' },
      { months: 3, amount: '450.00' },
      { months: 6, amount: '900.00' },
      { months: 12, amount: '1620.00' },
    ],
    member_count: 3,
  }),
  buildTier({ name: 'Studio pass', status: 'hidden', member_count: 1 }),
  buildTier({ name: 'Old tier', status: 'archived' }),
];

const member = (overrides: Partial<Member> = {}): Member => ({
  id: 'mem-1',
  supporter: { page_url: 'ana', page_name: 'Ana Reyes', avatar: null, avatar_variants: { WH100: null } },
  tier: { id: tiers[0]!.id, name: 'Gold' },
  status: 'active',
  member_since: '2026-01-05T02:00:00.000Z',
  ends_at: '2026-03-05T02:00:00.000Z',
  auto_renew: true,
  total_paid: '1200.00',
  ...overrides,
});

describe('memberships in Filipino', () => {
  it('draws My Tiers, its settings and the tier editor with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/memberships/settings': settings,
      // the retention offer on, so that its fields are read too (decision 0150)
      'GET /v1/user/memberships/retention-offer': {
        body: { data: { enabled: true, percent: 20, months: 2 } },
      },
      'GET /v1/user/memberships/tiers': { body: { data: tiers } },
    });
    renderApp('/dashboard/creator-hub/memberships');

    const [club] = await screen.findAllByRole('article');
    expect(club).toHaveTextContent('₱150.00 kada buwan3 na member');
    expect(club).toHaveTextContent('10% bawas');
    expect(await screen.findByText('Ipakita sa page mo ang bilang ng mga member')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(englishLeft(main, names)).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Magdagdag ng tier' }));
    const modal = await screen.findByRole('dialog');
    await user.click(await within(modal).findByRole('button', { name: 'Magdagdag ng benepisyo' }));
    expect(within(modal).getByLabelText('Benepisyo 1')).toBeInTheDocument();
    expect(englishLeft(modal, names)).toEqual([]);
    await user.click(within(modal).getByRole('button', { name: 'Kanselahin' }));

    await user.click(screen.getByRole('button', { name: 'I-archive ang Sketchbook Club' }));
    const confirm = await screen.findByRole('dialog', { name: 'I-archive ang tier na ito?' });
    expect(englishLeft(confirm, names)).toEqual([]);
  });

  it('draws Members with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/memberships/tiers': { body: { data: tiers } },
      'GET /v1/user/members': pageOf([
        member(),
        member({ id: 'mem-2', status: 'lapsed', auto_renew: false }),
      ]),
    });
    renderApp('/dashboard/creator-hub/members');

    await screen.findAllByRole('link', { name: 'Ana Reyes' });
    expect(screen.getByRole('columnheader', { name: 'Kabuuang bayad' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I-export ang CSV' })).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('main'), names)).toEqual([]);
  });

  it('draws the dashboard’s Members card with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': creatorHome,
      'GET /v1/user/transactions': pageOf([]),
      'GET /v1/user/memberships/tiers': { body: { data: tiers } },
      'GET /v1/user/memberships/summary': {
        body: { data: { active_members: 1234, monthly_recurring_revenue: '24680.00' } },
      },
    });
    renderApp('/dashboard');

    const card = (await screen.findByRole('heading', { name: 'Mga member' })).closest('section')!;
    expect(await within(card).findByText('1,234')).toBeInTheDocument();
    expect(card).toHaveTextContent('Buwanang kita sa membership₱24,680.00');
    expect(englishLeft(card, names)).toEqual([]);
  });
});
