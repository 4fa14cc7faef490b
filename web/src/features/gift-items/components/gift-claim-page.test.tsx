import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GiftItem } from '@pixel/contract';
import {
  buildUser,
  mockApi,
  renderApp,
  sentBodies,
  siteConfig,
  unauthorized,
  type MockResponse,
} from '@/testing/test-utils';

type ClaimView = {
  kind: 'membership' | 'post';
  status: GiftItem['status'];
  creator: GiftItem['creator'];
  tier_name: string | null;
  months: number | null;
  post: GiftItem['post'];
  from_name: string;
  message: string | null;
  expires_at: string | null;
  for_page_url: string | null;
};

const token = 'tok_abcdefghijklmnopqrstuvwxyz';
const path = `/v1/gift-items/claim/${token}`;
const maria = {
  page_url: 'maria',
  page_name: 'Maria Sketches',
  avatar: null,
  avatar_variants: { WH100: null },
};

function claimView(overrides: Partial<ClaimView> = {}): ClaimView {
  return {
    kind: 'membership',
    status: 'delivered',
    creator: maria,
    tier_name: 'Gold',
    months: 3,
    post: null,
    from_name: 'Juan dela Cruz',
    message: 'Maligayang Pasko!',
    expires_at: '2099-02-28T16:00:00.000Z',
    for_page_url: null,
    ...overrides,
  };
}

function claimedGift(overrides: Partial<GiftItem> = {}): GiftItem {
  return {
    id: 'gi_1',
    kind: 'membership',
    status: 'claimed',
    creator: maria,
    tier: { id: 'tier_1', name: 'Gold' },
    months: 3,
    post: null,
    amount: '450.00',
    recipient: null,
    from_name: 'Juan dela Cruz',
    message: 'Maligayang Pasko!',
    is_anonymous: false,
    deliver_on: null,
    delivered_at: '2026-11-30T04:00:00.000Z',
    expires_at: '2099-02-28T16:00:00.000Z',
    claimed_at: '2026-11-30T05:00:00.000Z',
    refunded_at: null,
    created_at: '2026-11-30T03:00:00.000Z',
    ...overrides,
  };
}

/** Ana (or a visitor) opens the gift's link. */
function openLink(
  view: ClaimView | MockResponse,
  {
    viewer = {
      body: { data: buildUser({ profile: { ...buildUser().profile, page_url: 'ana', page_name: 'Ana' } }) },
    } as MockResponse,
    claim,
  }: { viewer?: MockResponse; claim?: MockResponse } = {},
) {
  const fetchMock = mockApi({
    'GET /v1/user/profile': viewer,
    'GET /v1/site/config': siteConfig,
    [`GET ${path}`]: 'kind' in view ? { body: { data: view } } : view,
    ...(claim && { [`POST ${path}`]: claim }),
  });
  renderApp(`/gifts/claim/${token}`);
  return fetchMock;
}

describe('a gift’s claim page', () => {
  it('shows what the gift is and from whom, and claims it: a membership until its new end', async () => {
    const fetchMock = openLink(claimView(), {
      claim: { body: { data: { gift: claimedGift(), membership_ends_at: '2027-02-28T04:00:00.000Z' } } },
    });
    expect(await screen.findByRole('heading', { name: 'A gift for you', level: 1 })).toBeInTheDocument();
    expect(screen.getByText("A membership of Maria Sketches's Gold: 3 months")).toBeInTheDocument();
    expect(screen.getByText('From Juan dela Cruz')).toBeInTheDocument();
    expect(screen.getByText('Maligayang Pasko!')).toBeInTheDocument();
    expect(screen.getByText(/^Claim it by /)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText("You're now a member until Feb 28, 2027.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Go to Maria Sketches's page" })).toHaveAttribute(
      'href',
      '/maria',
    );
    expect(sentBodies(fetchMock, `POST ${path}`)).toHaveLength(1);
  });

  it('opens a gifted post for its recipient', async () => {
    const post = { id: 'post_1', type: 'image_collection' as const };
    openLink(claimView({ kind: 'post', tier_name: null, months: null, post, from_name: 'Someone' }), {
      claim: {
        body: {
          data: {
            gift: claimedGift({ kind: 'post', tier: null, months: null, post, from_name: 'Someone' }),
            membership_ends_at: null,
          },
        },
      },
    });
    expect(await screen.findByText('A paid post of Maria Sketches')).toBeInTheDocument();
    // an anonymous giver is "Someone"
    expect(screen.getByText('From Someone')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('The post is yours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the post' })).toHaveAttribute(
      'href',
      '/maria/pixel-snap/collection/post_1',
    );
  });

  it('asks a visitor to log in or sign up, coming back to the same link after logging in', async () => {
    const fetchMock = openLink(claimView(), { viewer: unauthorized });
    const logIn = await screen.findByRole('link', { name: 'Log in to claim' });
    expect(logIn).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent(`/gifts/claim/${token}`)}`,
    );
    expect(screen.getByRole('link', { name: 'Sign up to claim' })).toHaveAttribute(
      'href',
      `/auth/sign-up?redirect=${encodeURIComponent(`/gifts/claim/${token}`)}`,
    );
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST ${path}`)).toHaveLength(0);
  });

  it('says a gift named by page address is for another account', async () => {
    openLink(claimView({ for_page_url: 'carla' }));
    expect(
      await screen.findByText('This gift is for @carla. Log in as @carla to claim it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it.each([
    ['claimed', claimView({ status: 'claimed' }), 'This gift has already been claimed.'],
    [
      'refunded',
      claimView({ status: 'refunded' }),
      'This gift was not claimed in time and has gone back to its giver.',
    ],
    [
      'expired',
      claimView({ expires_at: '2026-01-01T04:00:00.000Z' }),
      'This gift could be claimed until Jan 1, 2026 at 12:00 pm (Manila time). It goes back to its giver.',
    ],
  ])('says a %s gift cannot be claimed', async (_, view, text) => {
    openLink(view);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it('says a bad link is not a gift', async () => {
    openLink({
      status: 404,
      body: { exception: 'NotFoundException', message_key: 'giftItemNotFound', message: 'Not found.' },
    });
    expect(
      await screen.findByRole('heading', { name: 'This link does not work', level: 1 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This gift link is not valid. Open it from your mail or text again.'),
    ).toBeInTheDocument();
  });

  it('shows the refusal of a claim and the gift as it now is', async () => {
    const message = 'This gift has already been claimed.';
    let claimedMeanwhile = false;
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      [`GET ${path}`]: () => ({ body: { data: claimView(claimedMeanwhile ? { status: 'claimed' } : {}) } }),
      [`POST ${path}`]: () => {
        claimedMeanwhile = true;
        return {
          status: 409,
          body: { exception: 'ConflictException', message_key: 'giftItemClaimed', message },
        };
      },
    });
    renderApp(`/gifts/claim/${token}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument());
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  });
});
