import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, pageOf, renderApp, siteConfig } from '@/testing/test-utils';
import { buildSnap, paidPricing } from '../testing/photo-post-builders';

const signedIn = { body: { data: buildUser() } };
const maria = {
  page_url: 'maria',
  page_name: 'Maria Sketches',
  avatar: null,
  avatar_variants: { WH100: null },
};
const ben = { page_url: 'ben', page_name: 'Ben Eats', avatar: null, avatar_variants: { WH100: null } };

/** A Snap not bought, as its creator's list answers it to this viewer: its photo a blurred preview. */
const lockedSnap = (id: string) => {
  const blurred = `https://pixel.test/${id}-blur.jpg`;
  return buildSnap(
    id,
    {
      is_payable: true,
      is_locked: true,
      image_url: blurred,
      image_url_variants: { WH500: blurred, WH500_WEBP: null },
    },
    { is_payable: true, is_locked: true, price_id: 5, pricing: paidPricing },
  );
};

const home = (data: Record<string, unknown>) => ({
  body: {
    data: {
      has_page: false,
      given: { amount: '0.00', payments: 0, creators: 0 },
      creators: [],
      support: [],
      ...data,
    },
  },
});

describe("a supporter's home", () => {
  it('shows whom they follow and support with their latest posts, their gifts, and how to start a page', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': home({
        given: { amount: '11350.00', payments: 3, creators: 2 },
        creators: [
          {
            creator: maria,
            is_following: true,
            given_amount: '11000.00',
            latest_posts: [
              {
                type: 'image',
                id: 'p1',
                text: 'Jeepney at dusk',
                image: null,
                is_locked: true,
                created_at: '2026-11-22T02:00:00.000Z',
                url: '/maria/pixel-snap/image/p1',
              },
              {
                type: 'bloc',
                id: 'b1',
                text: 'New sketchbook!',
                image: null,
                is_locked: false,
                created_at: '2026-11-21T02:00:00.000Z',
                url: '/maria/pixel-bloc/b1',
              },
            ],
          },
          { creator: ben, is_following: true, given_amount: null, latest_posts: [] },
        ],
        support: [
          {
            reference: 'G-9',
            kind: 'goal_gift',
            amount: '350.00',
            status: 'paid',
            paid_at: '2026-11-20T02:00:00.000Z',
            creator: maria,
            message: 'Para sa lens!',
            is_anonymous: false,
            reply: null,
            post: null,
            goal: { id: 'g1', title: 'A new lens', cover_image: null },
            refund_reason: null,
            refund_request: null,
            refundable_until: null,
          },
        ],
      }),
      'GET /v1/profile/content/images/maria': pageOf([lockedSnap('p1')]),
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Juan dela Cruz' })).toBeInTheDocument();
    expect(await screen.findByText('₱11,350.00')).toBeInTheDocument();
    expect(screen.getByText('given in 3 payments to 2 creators')).toBeInTheDocument();

    const creators = screen.getByRole('region', { name: 'Creators you follow and support' });
    const mariaCard = within(creators).getByRole('article', { name: 'Maria Sketches' });
    expect(within(mariaCard).getByText('You gave ₱11,000.00')).toBeInTheDocument();
    const snap = within(mariaCard).getByRole('link', { name: /Jeepney at dusk/ });
    expect(snap).toHaveAttribute('href', '/maria/pixel-snap/image/p1');
    // the locked Snap shows the picture its creator's list gives this viewer (its blurred peek)
    await waitFor(() =>
      expect(snap.querySelector('img')).toHaveAttribute('src', 'https://pixel.test/p1-blur.jpg'),
    );
    expect(within(mariaCard).getByRole('link', { name: /New sketchbook!/ })).toHaveAttribute(
      'href',
      '/maria/pixel-bloc/b1',
    );
    expect(
      within(within(creators).getByRole('article', { name: 'Ben Eats' })).getByText('Nothing posted yet.'),
    ).toBeInTheDocument();
    const latest = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname.startsWith('/v1/profile/content/images/'));
    // one call for Maria's pictures; none for Ben, who has posted nothing
    expect(latest.map((url) => url.pathname)).toEqual(['/v1/profile/content/images/maria']);

    const support = screen.getByRole('region', { name: 'Your latest gifts and purchases' });
    expect(within(support).getByText(/Gift to the goal “A new lens”/)).toBeInTheDocument();
    expect(within(support).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/dashboard/supported',
    );

    const start = screen.getByRole('region', { name: 'Start your own page' });
    expect(within(start).getByRole('link', { name: 'Post a photo' })).toHaveAttribute(
      'href',
      '/dashboard/creator-hub/snap',
    );
    expect(within(start).getByRole('link', { name: `${window.location.origin}/juan` })).toBeInTheDocument();
    // nothing of a creator's: no balance to withdraw, no earnings chart, no empty transactions
    expect(screen.queryByRole('region', { name: 'Available balance' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Earnings' })).toBeNull();
    expect(screen.queryByText("You don't have any transactions yet.")).toBeNull();
  });

  it('offers creators with something to show to someone who follows nobody yet', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': home({}),
      'GET /v1/explore': {
        body: {
          data: {
            trending_tags: [],
            popular_creators: [
              { ...maria, bio: 'I draw Manila.', follower_count: 30, supporter_count: 12, post_count: 8 },
            ],
            new_creators: [],
          },
        },
      },
    });
    renderApp('/dashboard');

    const creators = await screen.findByRole('region', { name: 'Creators you follow and support' });
    expect(
      within(creators).getByText(
        "You don't follow or support anyone yet. Follow creators to see their latest posts here.",
      ),
    ).toBeInTheDocument();
    const card = await within(creators).findByRole('link', { name: /Maria Sketches/ });
    expect(card).toHaveAttribute('href', '/maria');
    expect(card).toHaveTextContent('8 posts · 30 followers · 12 Supporters');
    expect(within(creators).getByRole('link', { name: 'Explore more' })).toHaveAttribute('href', '/explore');

    const support = screen.getByRole('region', { name: 'Your latest gifts and purchases' });
    expect(within(support).getByRole('link', { name: 'Explore creators' })).toHaveAttribute(
      'href',
      '/explore',
    );
  });

  it('opens on the creator’s dashboard once the page has something on it', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': home({ has_page: true }),
      'GET /v1/user/balance': { body: { data: [] } },
      'GET /v1/user/transactions': pageOf([]),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Available balance' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Start your own page' })).toBeNull();
  });
});
