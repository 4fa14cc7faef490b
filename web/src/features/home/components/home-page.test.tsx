import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, siteConfig, unauthorized } from '@/testing/test-utils';

const person = (page_url: string, page_name: string) => ({
  page_url,
  page_name,
  avatar: null,
  avatar_variants: { WH100: null },
});
const maria = person('mariasketches', 'Maria Santos');
const juan = person('kuyajuan.eats', 'Kuya Juan Eats');
const page = (data: unknown[]) => ({
  body: { data, meta: { current_page: 1, last_page: 1, per_page: 12, total: data.length } },
});
const explore = {
  body: {
    data: {
      trending_tags: [],
      popular_creators: [{ ...juan, bio: null, follower_count: 3, supporter_count: 1, post_count: 2 }],
      new_creators: [],
    },
  },
};

describe('home page', () => {
  it('lists creators with something to show, leads on to Explore, and finds any creator by name', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/explore': explore,
      'GET /v1/profiles': ({ url }) => {
        const search = url.searchParams.get('search')!.toLowerCase();
        return page([maria, juan].filter((c) => c.page_name.toLowerCase().includes(search)));
      },
    });
    renderApp('/');

    const toExplore = await screen.findByRole('region', { name: 'Creators to explore' });
    expect(await within(toExplore).findByRole('link', { name: /Kuya Juan Eats/ })).toHaveAttribute(
      'href',
      '/kuyajuan.eats',
    );
    // Maria has nothing to show yet: she is not offered, but a search finds her
    expect(within(toExplore).queryByRole('link', { name: /Maria Santos/ })).toBeNull();
    expect(within(toExplore).getByRole('link', { name: 'Explore creators and tags' })).toHaveAttribute(
      'href',
      '/explore',
    );

    await userEvent.setup().type(screen.getByRole('searchbox', { name: /Find a creator/ }), 'maria');
    const found = await screen.findByRole('region', { name: 'Find a creator' });
    // the search's answer, once in: Maria, and not the creator the first list offered
    const mariaFound = await within(found).findByRole('link', { name: /Maria Santos/ });
    expect(within(found).queryByRole('link', { name: /Kuya Juan Eats/ })).toBeNull();
    expect(mariaFound).toHaveAttribute('href', '/mariasketches');
  });

  it('says when no creator matches', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/explore': explore,
      'GET /v1/profiles': page([]),
    });
    renderApp('/');
    await userEvent.setup().type(await screen.findByRole('searchbox', { name: /Find a creator/ }), 'zzz');
    expect(await screen.findByText('No creator matches “zzz”.')).toBeInTheDocument();
  });
});
