import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { mockApi, renderApp, siteConfig, unauthorized } from '@/testing/test-utils';

const juan = {
  page_url: 'kuyajuan.eats',
  page_name: 'Kuya Juan Eats',
  avatar: null,
  avatar_variants: { WH100: null },
};
const explore = {
  body: {
    data: {
      trending_tags: [],
      popular_creators: [{ ...juan, bio: null, follower_count: 3, supporter_count: 1, post_count: 2 }],
      new_creators: [],
    },
  },
};
const noProfiles = { body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 } } };
// the test data's own words (and its initials), and what the page shows as it is: the address, the price and the search
const names = ['Kuya Juan Eats', 'KJ', 'kuyajuan.eats', 'pixel.ph/pangalanmo', 'PIXEL', 'zzz'];

describe('home page in Filipino', () => {
  it('draws the first screen, the highlights and the creator search with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/explore': explore,
      'GET /v1/profiles': noProfiles,
    });
    renderApp('/');

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: /Kuya Juan Eats/ })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Gawin ang libreng page mo' })).toBeInTheDocument();
    expect(englishLeft(main, names)).toEqual([]);

    await userEvent.setup().type(screen.getByRole('searchbox', { name: /Maghanap ng creator/ }), 'zzz');
    expect(await screen.findByText('Walang creator na tugma sa “zzz”.')).toBeInTheDocument();
    expect(englishLeft(main, names)).toEqual([]);
  });
});
