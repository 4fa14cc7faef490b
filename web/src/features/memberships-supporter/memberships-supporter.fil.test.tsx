import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Membership, MembershipTier } from '@pixel/contract';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildProfile, buildUser, mockApi, pageOf, renderApp, siteConfig } from '@/testing/test-utils';

const goldId = '0b6a4f4e-2d7c-4c61-9d0e-000000000001';
const silverId = '0b6a4f4e-2d7c-4c61-9d0e-000000000002';

// the test data's own words: the creators', the tiers' and their benefits
const names = [
  'Maria Sketches',
  'Gold',
  'Silver',
  'Sketches every week #komiks',
  'A monthly wallpaper',
  'Your name in my credits',
  'M-1',
  'MS',
  'GCash',
];

const tier = (overrides: Partial<MembershipTier> = {}): MembershipTier => ({
  id: goldId,
  name: 'Gold',
  price: '100.00',
  description: 'Sketches every week #komiks',
  image: null,
  benefits: ['A monthly wallpaper', 'Your name in my credits'],
  discount_6_months: 10,
  discount_12_months: 20,
  member_post_discount: 0,
  offers_trial: false,
  prices: [],
  position: 0,
  status: 'visible',
  member_count: 4,
  created_at: '2026-11-01T00:00:00.000Z',
  ...overrides,
});
const silver = tier({
  id: silverId,
  name: 'Silver',
  price: '50.00',
  description: null,
  benefits: [],
  member_count: 1,
});

const membership = (overrides: Partial<Membership> = {}): Membership => ({
  id: 'mem-1',
  creator: { page_url: 'maria', page_name: 'Maria Sketches', avatar: null, avatar_variants: { WH100: null } },
  tier: { id: goldId, name: 'Gold', price: '100.00', status: 'visible' },
  months: 1,
  status: 'active',
  member_since: '2026-10-20T04:00:00.000Z',
  ends_at: '2026-12-20T04:00:00.000Z',
  grace_ends_at: null,
  paused_until: null,
  trial_ends_at: null,
  auto_renew: false,
  can_auto_renew: false,
  method: 'gcash',
  cancelled_at: null,
  next_tier: null,
  total_paid: '100.00',
  receipts: [
    { reference: 'M-1', amount: '100.00', months: 1, tier_name: 'Gold', paid_at: '2026-11-20T04:00:00.000Z' },
  ],
  ...overrides,
});

describe('memberships in Filipino', () => {
  it('draws the Membership tab, Join and Change tier with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/profile/maria': { body: { data: buildProfile({ bio: 'Gumuguhit ako ng Maynila.' }) } },
      'GET /v1/profile/maria/gifts': pageOf([]),
      'GET /v1/profile/memberships/tiers/maria': {
        body: {
          data: {
            tiers: [tier(), silver],
            show_member_counts: true,
            membership: {
              id: 'mem-1',
              tier_id: silverId,
              status: 'grace',
              ends_at: '2026-12-20T04:00:00.000Z',
              // a membership reaches its grace only by renewing itself
              auto_renew: true,
            },
          },
        },
      },
    });
    renderApp('/maria/membership');

    const gold = await screen.findByRole('article', { name: 'Gold' });
    expect(gold).toHaveTextContent('4 na member');
    const section = gold.closest('section')!;
    expect(within(section).getByText('Member ka · Silver · hanggang Dis 20, 2026')).toBeInTheDocument();
    expect(englishLeft(section, names)).toEqual([]);

    const user = userEvent.setup();
    await user.click(within(gold).getByRole('button', { name: 'Lumipat sa tier na ito, Gold' }));
    const change = await screen.findByRole('dialog');
    expect(await within(change).findByText('Kasalukuyang tier')).toBeInTheDocument();
    await user.click(within(change).getByRole('radio', { name: /Gold/ }));
    expect(englishLeft(change, names)).toEqual([]);
    await user.click(within(change).getByRole('button', { name: 'Kanselahin' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      within(screen.getByRole('article', { name: 'Silver' })).getByRole('button', {
        name: 'I-extend ang Silver',
      }),
    );
    const join = await screen.findByRole('dialog');
    expect(await within(join).findByRole('button', { name: 'Tumuloy sa pagbabayad' })).toBeInTheDocument();
    expect(englishLeft(join, names)).toEqual([]);
  });

  it('draws My memberships and its Cancel with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/memberships': { body: { data: [membership()] } },
    });
    renderApp('/dashboard/memberships');

    const card = await screen.findByRole('article', { name: 'Maria Sketches' });
    expect(card).toHaveTextContent('Matatapos sa Dis 20, 2026 · GCash · 1 buwan bawat bayad');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: /^Mga resibo/ }));
    expect(englishLeft(card, names)).toEqual([]);

    await user.click(
      within(card).getByRole('button', { name: 'I-cancel ang membership mo kay Maria Sketches' }),
    );
    const confirm = await screen.findByRole('dialog');
    expect(await within(confirm).findByRole('button', { name: 'Ituloy ang membership' })).toBeInTheDocument();
    expect(englishLeft(confirm, names)).toEqual([]);
  });

  it('draws an empty My memberships with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/memberships': { body: { data: [] } },
    });
    renderApp('/dashboard/memberships');
    const empty = await screen.findByText('Hindi ka pa member ng kahit sinong creator.');
    expect(englishLeft(empty.closest('.mantine-Paper-root')!, names)).toEqual([]);
  });
  it('draws the Membership paid and Payment expired modals with no English left', async () => {
    await inFilipino();
    const payment = (reference: string, status: string) => ({
      body: {
        data: {
          reference,
          status,
          kind: 'membership',
          amount: '540.00',
          creator: {
            page_url: 'maria',
            page_name: 'Maria Sketches',
            avatar: null,
            avatar_variants: { WH100: null },
          },
          beneficiary_message: { title: 'Salamat!', message: 'Maligayang pagdating, member ka na!' },
        },
      },
    });
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/profile/maria': { body: { data: buildProfile({ bio: 'Gumuguhit ako ng Maynila.' }) } },
      'GET /v1/profile/maria/gifts': pageOf([]),
      'GET /v1/profile/memberships/tiers/maria': {
        body: { data: { tiers: [tier()], show_member_counts: false, membership: null } },
      },
      'GET /v1/payments/M-1': payment('M-1', 'paid'),
      'GET /v1/payments/M-2': payment('M-2', 'expired'),
    });
    const { unmount } = renderApp('/maria/membership?membership=joined&reference=M-1');
    const paid = await screen.findByRole('dialog', { name: 'Bayad na ang membership' });
    expect(within(paid).getByRole('button', { name: 'Tapos na' })).toBeInTheDocument();
    // the mascot's description comes with the shared picture (components/ui/mascot), not with this feature
    const mascot = 'Pix, the PIXEL mascot, waving hello';
    expect(englishLeft(paid, [...names, mascot, 'Salamat!', 'Maligayang pagdating, member ka na!'])).toEqual(
      [],
    );
    unmount();

    renderApp('/maria/membership?membership=joined&reference=M-2');
    const expired = await screen.findByRole('dialog', { name: 'Nag-expire ang bayad' });
    expect(
      within(expired).getByText(
        'Hindi nabayaran ang membership mo kay Maria Sketches, at walang perang nabawas.',
      ),
    ).toBeInTheDocument();
    expect(englishLeft(expired, names)).toEqual([]);
  });
});
