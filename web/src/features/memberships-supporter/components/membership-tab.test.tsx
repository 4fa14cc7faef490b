import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MembershipTier } from '@pixel/contract';
import {
  buildProfile,
  buildUser,
  mockApi,
  pageOf,
  renderApp,
  sentBodies,
  unauthorized,
  type MockResponse,
} from '@/testing/test-utils';

const goldId = '0b6a4f4e-2d7c-4c61-9d0e-000000000001';
const silverId = '0b6a4f4e-2d7c-4c61-9d0e-000000000002';

function buildTier(overrides: Partial<MembershipTier> = {}): MembershipTier {
  return {
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
  };
}

const silver = buildTier({
  id: silverId,
  name: 'Silver',
  price: '50.00',
  description: null,
  benefits: [],
  discount_6_months: 0,
  discount_12_months: 0,
  member_count: 1,
  position: 1,
});

const tiersAnswer = (membership: unknown = null, showCounts = true) => ({
  body: { data: { tiers: [buildTier(), silver], show_member_counts: showCounts, membership } },
});

const creatorPage = (viewer: 'visitor' | 'supporter', extra: Record<string, unknown> = {}) =>
  mockApi({
    'GET /v1/user/profile': viewer === 'visitor' ? unauthorized : { body: { data: buildUser() } },
    'GET /v1/profile/maria': { body: { data: buildProfile() } },
    'GET /v1/profile/maria/gifts': pageOf([]),
    'GET /v1/profile/memberships/tiers/maria': tiersAnswer(),
    ...extra,
  });

describe('the Membership tab', () => {
  it('is in the page menu and lists each tier with its price, benefits and members', async () => {
    creatorPage('visitor');
    const { router } = renderApp('/maria');
    const menu = await screen.findByRole('navigation', { name: 'Page menu' });
    await userEvent.setup().click(await within(menu).findByRole('link', { name: 'Membership' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/maria/membership'));

    const gold = await screen.findByRole('article', { name: 'Gold' });
    expect(gold).toHaveTextContent('₱100.00 / month');
    expect(gold).toHaveTextContent('4 members');
    expect(within(gold).getByRole('link', { name: '#komiks' })).toHaveAttribute(
      'href',
      '/dashboard/explore/hashtags/komiks',
    );
    expect(
      within(within(gold).getByRole('list', { name: 'What Gold members get' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(within(gold).getByRole('button', { name: 'Join Gold' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Silver' })).toHaveTextContent('1 member');
  });

  it('has no menu entry for a creator without tiers', async () => {
    const fetchMock = creatorPage('visitor', {
      'GET /v1/profile/memberships/tiers/maria': {
        body: { data: { tiers: [], show_member_counts: false, membership: null } },
      },
    });
    renderApp('/maria');
    const menu = await screen.findByRole('navigation', { name: 'Page menu' });
    expect(await screen.findByRole('heading', { name: 'Latest gifts' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'GET /v1/profile/memberships/tiers/maria')).toHaveLength(1),
    );
    expect(within(menu).queryByRole('link', { name: 'Membership' })).not.toBeInTheDocument();
  });

  it('shows its owner the tiers with the way to manage them, and no Join', async () => {
    creatorPage('supporter', {
      'GET /v1/profile/maria': { body: { data: buildProfile({ is_owner: true }) } },
    });
    renderApp('/maria/membership');
    expect(await screen.findByRole('article', { name: 'Gold' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage tiers' })).toHaveAttribute(
      'href',
      '/dashboard/creator-hub/memberships',
    );
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
  });

  it('hides the member counts when the creator does', async () => {
    creatorPage('visitor', { 'GET /v1/profile/memberships/tiers/maria': tiersAnswer(null, false) });
    renderApp('/maria/membership');
    const gold = await screen.findByRole('article', { name: 'Gold' });
    expect(gold).not.toHaveTextContent('members');
  });

  it("shows each period's total and the 6- and 12-month saving in Join", async () => {
    creatorPage('supporter');
    renderApp('/maria/membership');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join Gold' }));

    const dialog = await screen.findByRole('dialog', { name: 'Join Gold' });
    const periods = within(dialog).getAllByRole('radio');
    expect(periods.map((period) => period.textContent)).toEqual([
      '1 month₱100.00',
      '3 months₱300.00',
      '6 months₱540.00Save ₱60.00 (10%\u00a0off)',
      '12 months₱960.00Save ₱240.00 (20%\u00a0off)',
    ]);
    expect(within(dialog).getByTestId('join-total')).toHaveTextContent('₱100.00');
    await user.click(within(dialog).getByRole('radio', { name: /^12 months/ }));
    expect(within(dialog).getByTestId('join-total')).toHaveTextContent('₱960.00');
  });

  it('takes the period with the arrow keys in Join, the periods being one stop of Tab', async () => {
    creatorPage('supporter');
    renderApp('/maria/membership');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Gold' });
    const periods = () => within(dialog).getAllByRole('radio');
    expect(periods().map((period) => period.tabIndex)).toEqual([0, -1, -1, -1]);

    periods()[0]!.focus();
    await user.keyboard('{ArrowDown}');

    expect(periods()[1]).toHaveFocus();
    expect(periods()[1]).toHaveAttribute('aria-checked', 'true');
    expect(periods().map((period) => period.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(within(dialog).getByTestId('join-total')).toHaveTextContent('₱300.00');
  });

  it('posts the tier, period and renewal once, however often Continue is tapped, and goes to the checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    // the server answers once the test lets it, after both taps
    let answer: (response: MockResponse) => void = () => {};
    const fetchMock = creatorPage('supporter', {
      'POST /v1/memberships/join': () => new Promise<MockResponse>((resolve) => (answer = resolve)),
    });
    renderApp('/maria/membership');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Gold' });
    await user.click(within(dialog).getByRole('radio', { name: /^6 months/ }));
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Renew automatically when my payment method allows it' }),
    );
    await user.dblClick(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /v1/memberships/join')).toHaveLength(1));
    answer({ body: { data: { link_url: '/sandbox/checkout/M-1', reference: 'M-1' } } });

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/M-1'));
    const bodies = sentBodies(fetchMock, 'POST /v1/memberships/join');
    expect(bodies).toEqual([
      {
        tier_id: goldId,
        months: 6,
        auto_renew: 1,
        success_redirect_url: `${window.location.origin}/maria/membership?membership=joined`,
        failure_redirect_url: `${window.location.origin}/maria/membership?membership=cancelled`,
      },
    ]);
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/v1/memberships/join'))!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's refusal in Join", async () => {
    creatorPage('supporter', {
      'POST /v1/memberships/join': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'joinOwnMembership',
          message: 'You cannot join your own membership.',
          errors: { tier_id: ['You cannot join your own membership.'] },
        },
      },
    });
    renderApp('/maria/membership');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Gold' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByText('You cannot join your own membership.')).toBeInTheDocument();
  });

  it('asks a visitor to log in, and brings them back to the same tier with Join open', async () => {
    creatorPage('visitor');
    const { router, unmount } = renderApp('/maria/membership');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Join Silver' }));

    const login = await screen.findByRole('dialog', { name: 'Log in to continue' });
    await waitFor(() =>
      expect(within(login).getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        `/auth/login?redirect=${encodeURIComponent(`/maria/membership?join=${silverId}`)}`,
      ),
    );
    expect(router.state.location.search).toBe(`?join=${silverId}`);
    unmount();

    // logged in, the login page sends them back to that address
    creatorPage('supporter');
    const back = renderApp(`/maria/membership?join=${silverId}`);
    expect(await screen.findByRole('dialog', { name: 'Join Silver' })).toBeInTheDocument();
    await waitFor(() => expect(back.router.state.location.search).toBe(''));
  });

  it("shows the viewer's own membership at the top", async () => {
    creatorPage('supporter', {
      'GET /v1/profile/memberships/tiers/maria': tiersAnswer({
        id: 'mem-1',
        tier_id: goldId,
        status: 'active',
        ends_at: '2026-12-20T04:00:00.000Z',
        auto_renew: false,
      }),
    });
    renderApp('/maria/membership');
    expect(await screen.findByText('You are a member · Gold · until Dec 20, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extend Gold' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change to this tier, Silver' })).toBeInTheDocument();
  });

  it("says so when the viewer's membership is paused", async () => {
    creatorPage('supporter', {
      'GET /v1/profile/memberships/tiers/maria': tiersAnswer({
        id: 'mem-1',
        tier_id: goldId,
        status: 'paused',
        ends_at: '2027-02-20T04:00:00.000Z',
        auto_renew: false,
      }),
    });
    renderApp('/maria/membership');
    expect(await screen.findByText('You are a member · Gold · until Feb 20, 2027')).toBeInTheDocument();
    expect(
      screen.getByText('Paused: members-only posts open again when the pause ends.'),
    ).toBeInTheDocument();
  });

  it('offers Renew once the membership lapsed', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = creatorPage('supporter', {
      'GET /v1/profile/memberships/tiers/maria': tiersAnswer({
        id: 'mem-1',
        tier_id: goldId,
        status: 'lapsed',
        ends_at: '2026-10-20T04:00:00.000Z',
        auto_renew: false,
      }),
      'POST /v1/user/memberships/mem-1/renew': {
        body: { data: { link_url: '/sandbox/checkout/M-2', reference: 'M-2' } },
      },
    });
    renderApp('/maria/membership');
    expect(await screen.findByText('Your membership ended on Oct 20, 2026')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/M-2'));
    expect(sentBodies(fetchMock, 'POST /v1/user/memberships/mem-1/renew')).toEqual([
      {
        success_redirect_url: `${window.location.origin}/maria/membership?membership=joined`,
        failure_redirect_url: `${window.location.origin}/maria/membership?membership=cancelled`,
      },
    ]);
  });

  it('welcomes the new member back from the checkout', async () => {
    creatorPage('supporter', {
      'GET /v1/payments/M-1': {
        body: {
          data: {
            reference: 'M-1',
            status: 'paid',
            kind: 'membership',
            amount: '540.00',
            creator: {
              page_url: 'maria',
              page_name: 'Maria Sketches',
              avatar: null,
              avatar_variants: { WH100: null },
            },
            beneficiary_message: {
              title: 'Thank you!',
              message: 'Welcome! You are now a member of Maria Sketches.',
            },
          },
        },
      },
    });
    const { router } = renderApp('/maria/membership?membership=joined&reference=M-1');
    const dialog = await screen.findByRole('dialog', { name: 'Membership paid' });
    expect(dialog).toHaveTextContent('₱540.00');
    expect(within(dialog).getByText('Welcome! You are now a member of Maria Sketches.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('tells a supporter who paid another amount that it is being returned, with no welcome (decision 0066)', async () => {
    creatorPage('supporter', {
      'GET /v1/payments/M-3': {
        body: {
          data: {
            reference: 'M-3',
            status: 'refunded',
            kind: 'membership',
            amount: '100.00',
            creator: {
              page_url: 'maria',
              page_name: 'Maria Sketches',
              avatar: null,
              avatar_variants: { WH100: null },
            },
            beneficiary_message: {
              title: 'Your payment is being returned',
              message:
                'The amount paid (₱99.99) was not the ₱100.00 you chose, so nothing was sent to Maria Sketches.',
            },
          },
        },
      },
    });
    renderApp('/maria/membership?membership=joined&reference=M-3');
    const dialog = await screen.findByRole('dialog', { name: 'Your payment is being returned' });
    expect(dialog).toHaveTextContent('The amount paid (₱99.99) was not the ₱100.00 you chose');
    expect(dialog).not.toHaveTextContent('Membership paid');
  });

  it('gives Done the focus once the payment is confirmed', async () => {
    let confirm = () => {};
    const confirmed = new Promise<void>((resolve) => (confirm = resolve));
    creatorPage('supporter', {
      'GET /v1/payments/M-2': async () => {
        await confirmed;
        return {
          body: {
            data: {
              reference: 'M-2',
              status: 'paid',
              kind: 'membership',
              amount: '100.00',
              creator: {
                page_url: 'maria',
                page_name: 'Maria Sketches',
                avatar: null,
                avatar_variants: { WH100: null },
              },
              beneficiary_message: { title: 'Thank you!', message: 'Welcome!' },
            },
          },
        };
      },
    });
    renderApp('/maria/membership?membership=joined&reference=M-2');
    // while it is confirmed, nothing in the modal but its close button to focus
    await screen.findByRole('heading', { name: 'Confirming your payment…' });

    confirm();

    const dialog = await screen.findByRole('dialog', { name: 'Membership paid' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus());
  });
});

describe("a tier's free trial on the Membership tab", () => {
  const trialTiers = (trial: Record<string, unknown>, membership: unknown = null) => ({
    body: {
      data: {
        tiers: [buildTier({ offers_trial: true }), silver],
        show_member_counts: true,
        membership,
        trial: { days: 7, available: true, methods: ['card'], used: false, ...trial },
      },
    },
  });

  it('offers 7 days free with a card in Join, says why GCash has none, and asks the server for the card page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = creatorPage('supporter', {
      'GET /v1/profile/memberships/tiers/maria': trialTiers({}),
      'POST /v1/memberships/join': {
        body: { data: { link_url: '/sandbox/checkout/S-1', reference: 'TRL-1' } },
      },
    });
    renderApp('/maria/membership');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Gold' });

    const offer = within(dialog).getByTestId('trial-offer');
    expect(offer).toHaveTextContent('7 days free, then ₱100.00 a month');
    expect(offer).toHaveTextContent('GCash cannot renew by itself, so a free trial needs a card.');
    expect(within(dialog).getByRole('radio', { name: /^Start the free trial/ })).toBeChecked();
    expect(within(dialog).getByTestId('join-total')).toHaveTextContent('Free for 7 days');
    // a trial renews by itself: there is nothing to choose about it
    expect(within(dialog).queryByRole('checkbox', { name: /Renew automatically/ })).toBeNull();
    // the period it converts into
    await user.click(within(dialog).getByRole('radio', { name: /^3 months/ }));
    expect(offer).toHaveTextContent('7 days free, then ₱300.00 for 3 months');

    // paying now instead: the usual total and checkout
    await user.click(within(dialog).getByRole('radio', { name: /^Pay now/ }));
    expect(within(dialog).getByTestId('join-total')).toHaveTextContent('₱300.00');
    expect(within(dialog).getByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /^Start the free trial/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to add a card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/S-1'));
    expect(sentBodies(fetchMock, 'POST /v1/memberships/join')).toEqual([
      {
        tier_id: goldId,
        months: 3,
        auto_renew: 1,
        trial: 1,
        success_redirect_url: `${window.location.origin}/maria/membership?membership=trial`,
        failure_redirect_url: `${window.location.origin}/maria/membership?membership=cancelled`,
      },
    ]);
  });

  it('says why there is no trial when no card can be kept, or when the viewer had theirs', async () => {
    creatorPage('supporter', { 'GET /v1/profile/memberships/tiers/maria': trialTiers({ available: false }) });
    const first = renderApp('/maria/membership');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Gold' });
    expect(within(dialog).getByTestId('trial-offer')).toHaveTextContent(
      'A free trial needs a card that can be kept for later, which is not possible here yet.',
    );
    expect(within(dialog).queryByRole('radio', { name: /^Start the free trial/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
    first.unmount();

    creatorPage('supporter', { 'GET /v1/profile/memberships/tiers/maria': trialTiers({ used: true }) });
    renderApp('/maria/membership');
    await user.click(await screen.findByRole('button', { name: 'Join Gold' }));
    const again = await screen.findByRole('dialog', { name: 'Join Gold' });
    expect(within(again).getByTestId('trial-offer')).toHaveTextContent(
      'You have already had a free trial of',
    );
    expect(within(again).queryByRole('radio', { name: /^Start the free trial/ })).toBeNull();
  });

  it("starts the trial back from the card page, and shows the trial in the member's own box", async () => {
    const membership = {
      id: 'mem-1',
      tier_id: goldId,
      status: 'trial',
      ends_at: '2026-12-07T04:00:00.000Z',
      auto_renew: true,
      trial_ends_at: '2026-12-07T04:00:00.000Z',
    };
    let started = false;
    const fetchMock = creatorPage('supporter', {
      'GET /v1/profile/memberships/tiers/maria': () =>
        trialTiers({ used: started }, started ? membership : null),
      'POST /v1/memberships/trials/TRL-1/start': () => {
        started = true;
        return {
          body: {
            data: {
              id: 'mem-1',
              creator: {
                page_url: 'maria',
                page_name: 'Maria Sketches',
                avatar: null,
                avatar_variants: { WH100: null },
              },
              tier: { id: goldId, name: 'Gold', price: '100.00', status: 'visible' },
              months: 1,
              status: 'trial',
              member_since: '2026-11-30T04:00:00.000Z',
              ends_at: membership.ends_at,
              grace_ends_at: null,
              paused_until: null,
              trial_ends_at: membership.trial_ends_at,
              auto_renew: true,
              can_auto_renew: true,
              method: 'card',
              cancelled_at: null,
              next_tier: null,
              total_paid: '0.00',
              receipts: [],
            },
          },
        };
      },
    });
    const { router } = renderApp('/maria/membership?membership=trial&reference=TRL-1');
    expect(await screen.findByText('Your free trial has started')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/memberships/trials/TRL-1/start')).toHaveLength(1);
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Trial, ends Dec 7, 2026')).toBeInTheDocument();
  });
});
