import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HashtagItem } from '@pixel/contract';
import { buildUser, mockApi, pageOf, renderApp, siteConfig, unauthorized } from '@/testing/test-utils';

const item = (overrides: Partial<HashtagItem> = {}): HashtagItem => ({
  type: 'bio',
  id: 'maria',
  creator: { page_url: 'maria', page_name: 'Maria Sketches', avatar: null, avatar_variants: { WH100: null } },
  excerpt: 'I draw #Manila every day',
  created_at: '2026-11-20T07:05:00.000Z',
  ...overrides,
});

const common = {
  'GET /v1/user/profile': { body: { data: buildUser() } },
  'GET /v1/site/config': siteConfig,
};

describe('hashtag page', () => {
  it('opens for a signed-out visitor, in the public frame, without asking them to log in', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/hashtags/manila': pageOf([item()]),
    });
    renderApp('/dashboard/explore/hashtags/manila');

    expect(await screen.findByRole('heading', { level: 1, name: '#manila' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('lists the content carrying the tag, a page at a time', async () => {
    const fetchMock = mockApi({
      ...common,
      'GET /v1/hashtags/manila': ({ url }) =>
        url.searchParams.get('page') === '2'
          ? pageOf([item({ type: 'question', id: 'q1', excerpt: 'Where in #Manila?' })], {
              current_page: 2,
              last_page: 2,
            })
          : pageOf([item({ type: 'bloc', id: 'b1', excerpt: 'Sketching #Manila' }), item()], {
              last_page: 2,
            }),
    });
    renderApp('/dashboard/explore/hashtags/Manila');

    expect(await screen.findByRole('heading', { level: 1, name: '#manila' })).toBeInTheDocument();
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Bloc post');
    expect(items[0]).toHaveTextContent('Sketching #Manila');
    expect(items[0]).toHaveTextContent('Nov 20, 2026');
    expect(within(items[1]!).getByText('Bio')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Maria Sketches' })).toHaveAttribute('href', '/maria');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getAllByRole('article')[2]).toHaveTextContent('Question');
    const pages = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/v1/hashtags/manila')
      .map((url) => url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('labels Snaps, Snap Slides and Bloc posts and links each to its own page', async () => {
    mockApi({
      ...common,
      'GET /v1/hashtags/sunset': pageOf([
        item({ type: 'image', id: 'snap-1', excerpt: 'Golden hour #sunset' }),
        item({ type: 'image_collection', id: 'slide-1', excerpt: 'Ten of #sunset' }),
        item({ type: 'bloc', id: 'b1', excerpt: 'Sketching #sunset' }),
      ]),
    });
    renderApp('/dashboard/explore/hashtags/sunset');

    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(3);
    const view = (article: HTMLElement) =>
      within(article).getByRole('link', { name: "View on Maria Sketches's page" });
    expect(within(items[0]!).getByText('Snap')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Golden hour #sunset');
    expect(view(items[0]!)).toHaveAttribute('href', '/maria/pixel-snap/image/snap-1');
    expect(within(items[1]!).getByText('Snap Slide')).toBeInTheDocument();
    expect(view(items[1]!)).toHaveAttribute('href', '/maria/pixel-snap/collection/slide-1');
    expect(within(items[2]!).getByText('Bloc post')).toBeInTheDocument();
    expect(view(items[2]!)).toHaveAttribute('href', '/maria/pixel-bloc/b1');
  });

  it('says when nothing carries the tag', async () => {
    mockApi({ ...common, 'GET /v1/hashtags/kape': pageOf([]) });
    renderApp('/dashboard/explore/hashtags/kape');

    expect(await screen.findByText('Nothing is tagged #kape yet.')).toBeInTheDocument();
  });
});
