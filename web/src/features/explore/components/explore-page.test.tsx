import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildExploreCreator } from '@/testing/content-builders';
import { buildUser, mockApi, renderApp, siteConfig, unauthorized } from '@/testing/test-utils';

const maria = buildExploreCreator('mariasketches', 'Maria Santos', { follower_count: 340, post_count: 12 });
const juan = buildExploreCreator('kuyajuan.eats', 'Kuya Juan Eats');

const explore = {
  body: {
    data: {
      trending_tags: [
        { tag: 'sketch', count: 12, recent_count: 5 },
        { tag: 'manila', count: 3, recent_count: 1 },
      ],
      popular_creators: [maria, juan],
      new_creators: [juan],
    },
  },
};

describe('explore', () => {
  it('shows trending tags, popular and new creators, each leading to their page', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/explore': explore,
    });
    renderApp('/explore');

    expect(await screen.findByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument();
    const tags = await screen.findByRole('list', { name: 'Trending tags' });
    expect(within(tags).getByRole('link', { name: /#sketch/ })).toHaveAttribute(
      'href',
      '/dashboard/explore/hashtags/sketch',
    );
    const popular = screen.getByRole('list', { name: 'Popular creators' });
    const card = within(popular).getByRole('link', { name: /Maria Santos/ });
    expect(card).toHaveAttribute('href', '/mariasketches');
    expect(card).toHaveTextContent('12 posts · 340 followers · 0 Supporters');
    expect(
      within(screen.getByRole('list', { name: 'New creators' })).getByRole('link', {
        name: /Kuya Juan Eats/,
      }),
    ).toHaveAttribute('href', '/kuyajuan.eats');
    expect(document.title).toBe('Explore | PIXEL');
  });

  it('searches creators and tags, keeps the search in the address, and says when nothing matches', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/explore': explore,
      'GET /v1/explore/search': ({ url }) => {
        const search = url.searchParams.get('search')!.toLowerCase();
        return {
          body: {
            data: search.startsWith('sk')
              ? { creators: [maria], tags: [{ tag: 'sketch', count: 12, recent_count: 5 }] }
              : { creators: [], tags: [] },
          },
        };
      },
    });
    const { router } = renderApp('/explore');
    const box = await screen.findByRole('searchbox', { name: 'Search creators and tags' });
    await userEvent.setup().type(box, 'sk');

    const tags = await screen.findByRole('list', { name: 'Tags found' });
    expect(within(tags).getByRole('link', { name: /#sketch/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Creators found' })).getByRole('link', {
        name: /Maria Santos/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Popular creators' })).toBeNull();
    expect(router.state.location.search).toBe('?q=sk');
    // the search waits for the typing to stop: one call, for the whole word
    const searches = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/v1/explore/search')
      .map((url) => url.searchParams.get('search'));
    expect(searches).toEqual(['sk']);

    await userEvent.setup().clear(box);
    await userEvent.setup().type(box, 'zzz');
    expect(await screen.findByText('No creator or tag matches “zzz”.')).toBeInTheDocument();
  });

  it('opens on a search given in the address', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/explore': explore,
      'GET /v1/explore/search': { body: { data: { creators: [juan], tags: [] } } },
    });
    renderApp('/explore?q=juan');
    expect(await screen.findByRole('searchbox', { name: 'Search creators and tags' })).toHaveValue('juan');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Creators found' })).getByRole('link', {
          name: /Kuya Juan Eats/,
        }),
      ).toBeInTheDocument(),
    );
  });

  it('with nothing to show, sends a visitor to sign up and someone signed in to their dashboard', async () => {
    const empty = { body: { data: { trending_tags: [], popular_creators: [], new_creators: [] } } };
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/explore': empty,
    });
    const visitor = renderApp('/explore');
    expect(await screen.findByRole('link', { name: 'create your free page' })).toHaveAttribute(
      'href',
      '/auth/sign-up',
    );
    visitor.unmount();

    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/explore': empty,
    });
    renderApp('/explore');
    expect(await screen.findByRole('link', { name: 'start your page' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
