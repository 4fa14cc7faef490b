import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildExploreCreator } from '@/testing/content-builders';
import type { HashtagItem } from '@pixel/contract';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { mockApi, pageOf, renderApp, siteConfig, unauthorized } from '@/testing/test-utils';

const names = [
  'Maria Santos',
  'mariasketches',
  'Kuya Juan Eats',
  'kuyajuan.eats',
  'sketch',
  'manila',
  'MS',
  'KJ',
];

describe('Explore and a hashtag page in Filipino', () => {
  it('draws Explore with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/explore': {
        body: {
          data: {
            trending_tags: [{ tag: 'sketch', count: 12, recent_count: 5 }],
            popular_creators: [
              buildExploreCreator('mariasketches', 'Maria Santos', { follower_count: 340, post_count: 12 }),
            ],
            new_creators: [buildExploreCreator('kuyajuan.eats', 'Kuya Juan Eats')],
          },
        },
      },
    });
    renderApp('/explore');
    const popular = await screen.findByRole('list', { name: 'Mga sikat na creator' });
    expect(within(popular).getByText('12 na post · 340 na follower · 0 na Supporter')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Maghanap ng creator at tag' })).toBeInTheDocument();
    expect(englishLeft(document.querySelector('main') ?? document.body, names)).toEqual([]);
  });

  it('draws a hashtag page with no English left', async () => {
    await inFilipino();
    const item: HashtagItem = {
      type: 'question',
      id: 'q1',
      creator: {
        page_url: 'maria',
        page_name: 'Maria Santos',
        avatar: null,
        avatar_variants: { WH100: null },
      },
      excerpt: 'Saan sa #manila?',
      created_at: '2026-11-20T07:05:00.000Z',
    };
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/hashtags/manila': pageOf([item]),
    });
    renderApp('/dashboard/explore/hashtags/manila');
    expect(await screen.findByText('Tanong')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tingnan sa page ni Maria Santos' })).toBeInTheDocument();
    expect(
      englishLeft(document.querySelector('main') ?? document.body, [...names, 'maria', 'Saan', 'sa']),
    ).toEqual([]);
  });
});
