import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Membership } from '@pixel/contract';
import {
  buildUser,
  mockApi,
  renderApp,
  sentBodies,
  siteConfig,
  type MockResponse,
} from '@/testing/test-utils';

type Handler = Parameters<typeof mockApi>[0][string];

const signedIn = { body: { data: buildUser() } };

function buildMembership(overrides: Partial<Membership> = {}): Membership {
  return {
    id: 'mem-1',
    creator: {
      page_url: 'maria',
      page_name: 'Maria Sketches',
      avatar: null,
      avatar_variants: { WH100: null },
    },
    tier: { id: 'tier-gold', name: 'Gold', price: '100.00', status: 'visible' },
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
    total_paid: '200.00',
    receipts: [
      {
        reference: 'M-2',
        amount: '100.00',
        months: 1,
        tier_name: 'Gold',
        paid_at: '2026-11-20T04:00:00.000Z',
      },
      {
        reference: 'M-1',
        amount: '100.00',
        months: 1,
        tier_name: 'Gold',
        paid_at: '2026-10-20T04:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** The server's list of the supporter's memberships; an action's answer replaces its membership in it. */
const myMemberships = (memberships: Membership[], extra: Record<string, Handler> = {}) => {
  let list = memberships;
  const changing =
    (answer: (request: { url: URL; body: unknown }) => MockResponse): Handler =>
    async (request) => {
      const response = answer(request);
      const changed = (response.body as { data: Membership | { membership: Membership } }).data;
      const membership = 'membership' in changed ? changed.membership : changed;
      list = list.map((entry) => (entry.id === membership.id ? membership : entry));
      return response;
    };
  return mockApi({
    'GET /v1/user/profile': signedIn,
    'GET /v1/site/config': siteConfig,
    'GET /v1/user/memberships': () => ({ body: { data: list } }),
    ...Object.fromEntries(
      Object.entries(extra).map(([key, handler]) => [
        key,
        key.startsWith('POST') && !key.endsWith('/renew') && typeof handler === 'function'
          ? changing(handler as (request: { url: URL; body: unknown }) => MockResponse)
          : handler,
      ]),
    ),
  });
};

describe('my memberships', () => {
  it('shows each membership: creator, tier, status, when it ends, the method and the receipts', async () => {
    myMemberships([
      buildMembership(),
      buildMembership({
        id: 'mem-2',
        creator: { page_url: 'ana', page_name: 'Ana Paints', avatar: null, avatar_variants: { WH100: null } },
        status: 'lapsed',
        ends_at: '2026-09-01T04:00:00.000Z',
        receipts: [],
      }),
    ]);
    renderApp('/dashboard/memberships');
    expect(await screen.findByRole('heading', { level: 1, name: 'My memberships' })).toBeInTheDocument();

    const maria = await screen.findByRole('article', { name: 'Maria Sketches' });
    expect(within(maria).getByRole('link', { name: 'Maria Sketches' })).toHaveAttribute('href', '/maria');
    expect(maria).toHaveTextContent('Active');
    expect(maria).toHaveTextContent('Gold · ₱100.00 / month');
    expect(maria).toHaveTextContent('Ends on Dec 20, 2026 · GCash');

    const receipts = within(maria).getByRole('button', { name: /^Receipts \(2\)/ });
    expect(receipts).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(receipts);
    expect(receipts).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(maria).getByText(/M-1/)).toBeVisible());

    const ana = screen.getByRole('article', { name: 'Ana Paints' });
    expect(ana).toHaveTextContent('Lapsed');
    expect(ana).toHaveTextContent('Ended on Sep 1, 2026');
    expect(within(ana).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(
      within(ana).getByRole('button', { name: 'Renew your membership of Ana Paints' }),
    ).toBeInTheDocument();
  });

  it('shows a free trial as a trial, with when it ends', async () => {
    myMemberships([
      buildMembership({
        status: 'trial',
        ends_at: '2026-12-07T04:00:00.000Z',
        trial_ends_at: '2026-12-07T04:00:00.000Z',
        auto_renew: true,
        can_auto_renew: true,
        method: 'card',
        total_paid: '0.00',
        receipts: [],
      }),
    ]);
    renderApp('/dashboard/memberships');
    const maria = await screen.findByRole('article', { name: 'Maria Sketches' });
    expect(maria).toHaveTextContent('Trial');
    expect(maria).toHaveTextContent('Trial, ends Dec 7, 2026');
  });

  it('keeps auto-renew off, saying why, when the last payment method cannot be charged', async () => {
    myMemberships([buildMembership()]);
    renderApp('/dashboard/memberships');
    const toggle = await screen.findByRole('switch', { name: 'Renew automatically' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('Your last payment method cannot be charged automatically.');
  });

  it('turns auto-renew on where the method allows it, and says when it renews', async () => {
    const fetchMock = myMemberships([buildMembership({ can_auto_renew: true, method: 'card' })], {
      'POST /v1/user/memberships/mem-1/auto-renew': () => ({
        body: { data: buildMembership({ can_auto_renew: true, auto_renew: true, method: 'card' }) },
      }),
    });
    renderApp('/dashboard/memberships');
    const toggle = await screen.findByRole('switch', { name: 'Renew automatically' });
    expect(toggle).toBeEnabled();
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sentBodies(fetchMock, 'POST /v1/user/memberships/mem-1/auto-renew')).toEqual([{ auto_renew: 1 }]);
    expect(screen.getByRole('article', { name: 'Maria Sketches' })).toHaveTextContent(
      'Renews on Dec 20, 2026 · Card',
    );
  });

  it('asks before cancelling, saying the membership lasts to its end date', async () => {
    const fetchMock = myMemberships([buildMembership()], {
      'POST /v1/user/memberships/mem-1/cancel': () => ({
        body: { data: buildMembership({ cancelled_at: '2026-11-25T04:00:00.000Z' }) },
      }),
    });
    renderApp('/dashboard/memberships');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel your membership of Maria Sketches' }));

    const confirm = await screen.findByRole('dialog', { name: 'Cancel membership?' });
    expect(confirm).toHaveTextContent(
      'Your membership of Maria Sketches will not renew. You keep it until Dec 20, 2026.',
    );
    expect(sentBodies(fetchMock, 'POST /v1/user/memberships/mem-1/cancel')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel membership' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /v1/user/memberships/mem-1/cancel')).toHaveLength(1),
    );
    expect(
      await screen.findByText('Cancelled: you keep your membership until Dec 20, 2026.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Cancel your membership of Maria Sketches' }),
    ).not.toBeInTheDocument();
  });

  it('changes tier: a downgrade waits for the renewal, an upgrade goes to pay the difference', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const tier = (id: string, name: string, price: string) => ({
      id,
      name,
      price,
      description: null,
      image: null,
      benefits: [],
      discount_6_months: 0,
      discount_12_months: 0,
      member_post_discount: 0,
      prices: [],
      position: 0,
      status: 'visible',
      member_count: null,
      created_at: '2026-11-01T00:00:00.000Z',
    });
    const fetchMock = myMemberships([buildMembership()], {
      'GET /v1/profile/memberships/tiers/maria': {
        body: {
          data: {
            tiers: [
              tier('tier-bronze', 'Bronze', '50.00'),
              tier('tier-gold', 'Gold', '100.00'),
              tier('tier-vip', 'VIP', '300.00'),
            ],
            show_member_counts: false,
            membership: null,
          },
        },
      },
      'POST /v1/user/memberships/mem-1/change-tier': ({ body }) =>
        (body as { tier_id: string }).tier_id === 'tier-vip'
          ? {
              body: {
                data: { membership: buildMembership(), link_url: '/sandbox/checkout/M-3', reference: 'M-3' },
              },
            }
          : {
              body: {
                data: {
                  membership: buildMembership({ next_tier: { id: 'tier-bronze', name: 'Bronze' } }),
                  link_url: null,
                  reference: null,
                },
              },
            },
    });
    renderApp('/dashboard/memberships');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Change tier of your membership of Maria Sketches' }),
    );

    let dialog = await screen.findByRole('dialog', { name: 'Change tier' });
    expect(dialog).toHaveTextContent('you pay the difference for the days left');
    expect(await within(dialog).findByRole('radio', { name: /^Gold/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /^Bronze/ }));
    expect(within(dialog).getByTestId('change-tier-effect')).toHaveTextContent(
      'Bronze starts at your next renewal; until then you keep Gold.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change at renewal' }));
    expect(await screen.findByText('Changes to Bronze at your next renewal.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change tier' })).not.toBeInTheDocument(),
    );

    await user.click(
      screen.getByRole('button', { name: 'Change tier of your membership of Maria Sketches' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Change tier' });
    await user.click(await within(dialog).findByRole('radio', { name: /^VIP/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/M-3'));
    expect(sentBodies(fetchMock, 'POST /v1/user/memberships/mem-1/change-tier').at(-1)).toEqual({
      tier_id: 'tier-vip',
      success_redirect_url: `${window.location.origin}/dashboard/memberships?membership=joined`,
      failure_redirect_url: `${window.location.origin}/dashboard/memberships?membership=cancelled`,
    });
  });

  it('says what will show before the first membership', async () => {
    myMemberships([]);
    renderApp('/dashboard/memberships');
    expect(await screen.findByText('You are not a member of any creator yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore creators' })).toHaveAttribute('href', '/explore');
  });

  it('offers Try Again when the list cannot load', async () => {
    myMemberships([], {
      'GET /v1/user/memberships': {
        status: 500,
        body: { exception: 'ServerErrorException', message_key: 'unexpected', message: 'Oops' },
      },
    });
    renderApp('/dashboard/memberships');
    expect(await screen.findByText(/We could not load your memberships\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
