import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBlocPost, buildTier, publicTiers } from '@/testing/content-builders';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildProfile, mockApi, pageOf, renderApp, siteConfig, unauthorized } from '@/testing/test-utils';

const tierId = '0c6a4c0e-1f1b-4f57-9c55-0d1f7c7a5e11';
// the test data's own words: the creator's, the posts' and the tier's
const names = [
  'Maria Sketches',
  'Studio day',
  'New sketches of #Manila today',
  'Members corner',
  'Club news',
  'Sketch Club',
  'MS',
];

/** The post without its reactions bar: that belongs to the reactions feature and is tested there. */
function withoutReactions(post: HTMLElement) {
  const copy = post.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[role="group"]').forEach((group) => group.remove());
  return copy;
}

const profile = { body: { data: buildProfile({ bio: 'Gumuguhit ako ng Maynila.' }) } };

describe('Bloc in Filipino', () => {
  it('draws the Bloc tab, its locked posts and its empty state with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/profile/maria': profile,
      'GET /v1/profile/memberships/tiers/maria': publicTiers([
        buildTier({ id: tierId, name: 'Sketch Club' }),
      ]),
      'GET /v1/profile/maria/bloc': pageOf([
        buildBlocPost({ image: 'http://localhost/media/post.jpg' }),
        buildBlocPost({ title: 'Members corner', body: null, visibility: 'supporters', is_locked: true }),
        buildBlocPost({
          title: 'Club news',
          body: null,
          visibility: 'members',
          min_tier_id: tierId,
          is_locked: true,
        }),
      ]),
    });
    renderApp('/maria/pixel-bloc');

    const locked = await screen.findByRole('article', { name: 'Members corner' });
    expect(locked).toHaveTextContent('Para sa mga supporter lang');
    expect(within(locked).getByRole('button', { name: 'Mag-support' })).toBeInTheDocument();
    const members = screen.getByRole('article', { name: 'Club news' });
    expect(
      await within(members).findByText(
        'Sumali sa Sketch Club o sa mas mataas na tier para ma-unlock ang post na ito.',
      ),
    ).toBeInTheDocument();
    for (const post of screen.getAllByRole('article'))
      expect(englishLeft(withoutReactions(post), names)).toEqual([]);
  });

  it('draws an empty Bloc and a post’s own page with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/profile/maria': profile,
      'GET /v1/profile/maria/bloc': pageOf([]),
    });
    const { unmount } = renderApp('/maria/pixel-bloc');
    const empty = await screen.findByText('Wala pang post si Maria Sketches sa kanyang Bloc.');
    expect(englishLeft(empty.parentElement!, names)).toEqual([]);
    unmount();

    const post = buildBlocPost();
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/profile/maria': profile,
      [`GET /v1/profile/maria/bloc/${post.id}`]: { body: { data: post } },
    });
    renderApp(`/maria/pixel-bloc/${post.id}`);
    const section = await screen.findByRole('region', { name: 'Bloc post' });
    expect(within(section).getByRole('link', { name: '← Lahat ng Bloc post' })).toBeInTheDocument();
    expect(englishLeft(withoutReactions(section), names)).toEqual([]);
  });
});
