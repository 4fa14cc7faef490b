import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildProfile, mockApi, pageOf, renderApp, siteConfig, unauthorized } from '@/testing/test-utils';

// the test data's own words: the creator's, the product's and its file's
const names = ['Maria', 'Sketches', 'Film', 'presets', 'zip', 'MB', 'MS', 'film'];
const maria = {
  page_url: 'maria',
  page_name: 'Maria Sketches',
  avatar: null,
  avatar_variants: { WH100: null },
};
const id = '5d1c1f0e-8a59-4c1e-9b7a-0000000000aa';

describe('the shop in Filipino', () => {
  it('draws a product’s page, with its Buy form for a visitor, with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/profile/maria': { body: { data: buildProfile({ bio: 'Gumuguhit ako ng Maynila.' }) } },
      'GET /v1/profile/maria/gifts': pageOf([]),
      [`GET /v1/shop/products/${id}`]: {
        body: {
          data: {
            id,
            creator: maria,
            name: 'Film presets',
            description: '#film',
            images: [],
            price_mode: 'pay_what_you_want',
            price: '50.00',
            stock: 3,
            one_per_buyer: true,
            status: 'active',
            sale_count: 0,
            files: [
              { id: 'f1', name: 'presets.zip', content_type: 'application/zip', size: 2 * 1024 * 1024 },
            ],
            includes: { posts: [], products: [] },
            is_purchased: false,
            created_at: '2026-11-30T00:00:00.000Z',
          },
        },
      },
    });
    renderApp(`/maria/shop/${id}`);
    expect(await screen.findByText('Ikaw ang bahala sa presyo, mula ₱50.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bilhin' })).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('main'), names)).toEqual([]);
  });
});
