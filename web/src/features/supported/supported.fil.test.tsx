import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, pageOf, renderApp, siteConfig } from '@/testing/test-utils';
import { englishLeft, inFilipino } from '@/testing/filipino';

const signedIn = { body: { data: buildUser({ language: 'fil' }) } };
const maria = {
  page_url: 'maria',
  page_name: 'Maria Sketches',
  avatar: null,
  avatar_variants: { WH100: null },
};
const ben = { page_url: 'ben', page_name: 'Ben Eats', avatar: null, avatar_variants: { WH100: null } };

// the test data's own words: people's names, their posts and messages, the page's address
const names = [
  'Maria Sketches',
  'Ben Eats',
  'BE',
  'Jeepney at dusk',
  'A new lens',
  'Para sa lens!',
  'localhost:3000',
  'juan',
];

const record = (overrides: Record<string, unknown>) => ({
  reference: 'G-1',
  kind: 'gift',
  amount: '100.00',
  status: 'paid',
  paid_at: '2026-11-19T02:00:00.000Z',
  creator: maria,
  message: null,
  is_anonymous: false,
  reply: null,
  post: null,
  goal: null,
  refund_reason: null,
  refund_request: null,
  refundable_until: null,
  ...overrides,
});

describe('the supporter’s screens in Filipino', () => {
  it('draws a supporter’s home with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': {
        body: {
          data: {
            has_page: false,
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
                ],
              },
              { creator: ben, is_following: true, given_amount: null, latest_posts: [] },
            ],
            support: [
              record({
                reference: 'G-9',
                kind: 'goal_gift',
                amount: '350.00',
                message: 'Para sa lens!',
                goal: { id: 'g1', title: 'A new lens', cover_image: null },
              }),
            ],
          },
        },
      },
      'GET /v1/profile/content/images/maria': pageOf([]),
    });
    renderApp('/dashboard');

    expect(await screen.findByText('naibigay sa 3 na bayad sa 2 na creator')).toBeInTheDocument();
    const creators = screen.getByRole('region', { name: 'Mga creator na fina-follow at sinusuportahan mo' });
    expect(within(creators).getByText('Nagbigay ka ng ₱11,000.00')).toBeInTheDocument();
    const support = screen.getByRole('region', { name: 'Ang mga pinakabagong gift at binili mo' });
    const start = screen.getByRole('region', { name: 'Simulan ang sarili mong page' });
    for (const part of [creators, support, start]) expect(englishLeft(part, names)).toEqual([]);
    expect(englishLeft(screen.getByRole('main'), names)).toEqual([]);
  });

  it('draws My support, its refunds and its empty state with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/supported': pageOf([
        record({ message: 'Para sa lens!', is_anonymous: true, reply: 'Jeepney at dusk' }),
        record({
          reference: 'P-2',
          kind: 'purchase',
          amount: '150.00',
          status: 'refunded',
          post: { type: 'image_collection', id: 'abc', url: '/maria/pixel-snap/image_collection/abc' },
          refund_reason: 'repeat_payment',
        }),
        record({
          reference: 'P-3',
          kind: 'purchase',
          amount: '150.00',
          post: { type: 'image', id: 'def', url: '/maria/pixel-snap/image/def' },
          refundable_until: new Date(Date.now() + 86_400_000).toISOString(),
        }),
      ]),
    });
    renderApp('/dashboard/supported');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mga sinuportahan ko' })).toBeInTheDocument();
    expect(await screen.findByText('Na-refund na')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Humingi ng refund' })).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('main'), names)).toEqual([]);
  });

  it('says in Filipino where the gifts will show', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/supported': pageOf([]),
    });
    renderApp('/dashboard/supported');
    expect(
      await screen.findByText('Dito lalabas ang mga gift na ipinadala mo at ang mga photo na binili mo.'),
    ).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('main'), names)).toEqual([]);
  });
});
