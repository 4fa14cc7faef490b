import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MembershipLinkView } from '@pixel/contract';
import { mockApi, renderApp, sentBodies, siteConfig, unauthorized } from '@/testing/test-utils';

type Handler = Parameters<typeof mockApi>[0][string];

const membership: MembershipLinkView['membership'] = {
  creator: { page_url: 'maria', page_name: 'Maria Sketches', avatar: null, avatar_variants: { WH100: null } },
  tier_name: 'Gold',
  months: 1,
  status: 'active',
  ends_at: '2026-12-20T04:00:00.000Z',
  paused_until: null,
  auto_renew: true,
  cancelled_at: null,
  renewal_price: '100.00',
};

const noChoices = { retention_offer: null, can_pause: false, pause_ends_auto_renew: false };

function linkView(overrides: Partial<MembershipLinkView> = {}): MembershipLinkView {
  return {
    purpose: 'cancel',
    state: 'ready',
    expires_at: '2026-12-30T04:00:00.000Z',
    membership,
    choices: noChoices,
    ...overrides,
  };
}

const path = '/v1/memberships/links/tok-1';

/** A visitor without a session opens the link: the page reads it, and confirming answers `confirm`. */
function openLink(view: MembershipLinkView | Handler, confirm?: Handler) {
  const fetchMock = mockApi({
    'GET /v1/user/profile': unauthorized,
    'GET /v1/site/config': siteConfig,
    [`GET ${path}`]: 'purpose' in view ? { body: { data: view } } : view,
    ...(confirm && { [`POST ${path}/confirm`]: confirm }),
  });
  renderApp('/memberships/link/tok-1');
  return fetchMock;
}

const confirmed = (done: string, changes: Partial<MembershipLinkView['membership']> = {}) => ({
  body: { data: { done, link_url: null, membership: { ...membership, ...changes } } },
});

afterEach(() => vi.unstubAllGlobals());

describe('a membership mail’s link page', () => {
  it('offers the creator’s retention offer and a pause before cancelling, and takes the offer in one tap', async () => {
    const fetchMock = openLink(
      linkView({
        choices: {
          retention_offer: { percent: 20, months: 2, price: '100.00', offer_price: '80.00' },
          can_pause: true,
          pause_ends_auto_renew: false,
        },
      }),
      () => confirmed('retention_offer', { renewal_price: '80.00' }),
    );

    expect(
      await screen.findByRole('heading', { name: 'Cancel your membership', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Gold membership of Maria Sketches')).toBeInTheDocument();
    expect(screen.getByText('Paid until Dec 20, 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Before you go' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '20% off your next 2 months' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Stay, and your next renewal costs ₱80.00 instead of ₱100.00: an offer from Maria Sketches, once.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause membership' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel anyway' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Take the offer' }));

    expect(
      await screen.findByText('Offer taken: your next renewal costs ₱80.00. Your membership carries on.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST ${path}/confirm`)).toEqual([{ choice: 'retention_offer' }]);
    expect(screen.queryByRole('button', { name: 'Cancel anyway' })).not.toBeInTheDocument();
  });

  it('cancels with one tap when staying offers nothing, and says until when the membership lasts', async () => {
    const fetchMock = openLink(linkView(), () =>
      confirmed('cancel', { cancelled_at: '2026-11-30T04:00:00.000Z', auto_renew: false }),
    );
    expect(
      await screen.findByText('It will not renew. You keep your membership until Dec 20, 2026.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Before you go' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel membership' }));

    expect(
      await screen.findByText('Cancelled. You keep your membership until Dec 20, 2026.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST ${path}/confirm`)).toEqual([{ choice: 'cancel' }]);
  });

  it('pauses for the months chosen, saying when it resumes and the end it moved to', async () => {
    const fetchMock = openLink(
      linkView({ purpose: 'pause', choices: { ...noChoices, can_pause: true, pause_ends_auto_renew: true } }),
      () =>
        confirmed('pause', {
          status: 'paused',
          paused_until: '2027-01-30T04:00:00.000Z',
          ends_at: '2027-02-19T04:00:00.000Z',
        }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Pause your membership', level: 1 }),
    ).toBeInTheDocument();
    // a provider's subscription cannot pause: the member is told before
    expect(screen.getByText(/Pausing turns auto-renew off/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '2 months' }));
    await user.click(screen.getByRole('button', { name: 'Pause membership' }));

    expect(
      await screen.findByText('Paused until Jan 30, 2027. Your membership now ends on Feb 19, 2027.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST ${path}/confirm`)).toEqual([{ choice: 'pause', pause_months: 2 }]);
  });

  it('renews by sending the member to the checkout, at the price the link read', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = openLink(linkView({ purpose: 'renew' }), () => ({
      body: { data: { done: 'renew', link_url: 'https://pay.example/cs_1', membership } },
    }));
    expect(await screen.findByText('You pay ₱100.00 for 1 month more on the next page.')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(sentBodies(fetchMock, `POST ${path}/confirm`)).toEqual([{ choice: 'renew' }]);
  });

  it('turns auto-renew off, or says it is off already', async () => {
    const fetchMock = openLink(linkView({ purpose: 'auto_renew_off' }), () =>
      confirmed('auto_renew_off', { auto_renew: false }),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn auto-renew off' }));
    expect(
      await screen.findByText('Auto-renew is off. You keep your membership until Dec 20, 2026.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST ${path}/confirm`)).toEqual([{ choice: 'auto_renew_off' }]);
  });

  it('says when auto-renew is off already, with nothing to confirm', async () => {
    openLink(linkView({ purpose: 'auto_renew_off', membership: { ...membership, auto_renew: false } }));
    expect(
      await screen.findByText('Auto-renew is already off. You keep your membership until Dec 20, 2026.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn auto-renew off' })).not.toBeInTheDocument();
  });

  it.each([
    ['used', 'This link was already used'],
    ['expired', 'This link has expired'],
  ] as const)(
    'a %s link says so, confirms nothing and sends the member to My memberships',
    async (state, title) => {
      openLink(linkView({ state }));
      expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to My memberships' })).toHaveAttribute(
        'href',
        '/dashboard/memberships',
      );
      expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    },
  );

  it('shows the link used once a confirmation finds it used meanwhile', async () => {
    let view = linkView();
    openLink(
      () => ({ body: { data: view } }),
      () => {
        view = linkView({ state: 'used' });
        return {
          status: 409,
          body: {
            exception: 'ConflictException',
            message_key: 'membershipLinkUsed',
            message: 'This link was already used. Sign in to manage your membership in My memberships.',
          },
        };
      },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel membership' }));
    expect(
      await screen.findByRole('heading', { name: 'This link was already used', level: 1 }),
    ).toBeInTheDocument();
  });

  it('says a link that is not ours is not valid', async () => {
    openLink(() => ({
      status: 404,
      body: { exception: 'NotFoundException', message_key: 'membershipLinkInvalid', message: 'Not valid.' },
    }));
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid', level: 1 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Open it from your mail again, or sign in to manage your memberships.'),
    ).toBeInTheDocument();
  });
});
