import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { moderationMessages } from '@pixel/contract';
import { buildBlocPost, buildTier, publicTiers } from '@/testing/content-builders';
import { buildProfile, buildUser, mockApi, pageOf, renderApp, unauthorized } from '@/testing/test-utils';

describe('Bloc tab', () => {
  it('lists the posts with their hashtags linked, and a locked post asks for support', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/bloc': pageOf([
        buildBlocPost({ image: 'http://localhost/media/post.jpg' }),
        buildBlocPost({ title: 'Members corner', body: null, visibility: 'supporters', is_locked: true }),
      ]),
    });
    renderApp('/maria/pixel-bloc');

    const posts = await screen.findAllByRole('article');
    expect(posts).toHaveLength(2);
    const [open, locked] = posts as [HTMLElement, HTMLElement];
    expect(within(open).getByRole('heading', { name: 'Studio day' })).toBeInTheDocument();
    expect(open).toHaveTextContent('New sketches of #Manila today');
    expect(open).toHaveTextContent('Nov 20, 2026');
    expect(within(open).getByRole('link', { name: '#Manila' })).toHaveAttribute(
      'href',
      '/dashboard/explore/hashtags/manila',
    );
    expect(within(open).getByRole('img')).toHaveAttribute('src', 'http://localhost/media/post.jpg');
    expect(within(open).getByRole('group', { name: 'Reactions' })).toBeInTheDocument();

    expect(within(locked).getByRole('heading', { name: 'Members corner' })).toBeInTheDocument();
    expect(locked).toHaveTextContent('For supporters only');
    expect(within(locked).queryByRole('group', { name: 'Reactions' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(locked).getByRole('button', { name: 'Support Me' }));
    expect(await screen.findByRole('dialog', { name: 'Support Me' })).toBeInTheDocument();
  });

  it('names the tier a members-only post is for, and its Join', async () => {
    const tierId = '0c6a4c0e-1f1b-4f57-9c55-0d1f7c7a5e11';
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/memberships/tiers/maria': publicTiers([
        buildTier({ id: tierId, name: 'Sketch Club' }),
      ]),
      'GET /v1/profile/maria/bloc': pageOf([
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

    const locked = await screen.findByRole('article', { name: 'Club news' });
    expect(locked).toHaveTextContent('For members only');
    await waitFor(() =>
      expect(locked).toHaveTextContent('Join Sketch Club or a tier above it to unlock this post.'),
    );
    expect(within(locked).getByRole('link', { name: 'Join to unlock' })).toHaveAttribute(
      'href',
      `/maria/membership?join=${tierId}`,
    );
  });

  it('loads more posts while pages remain', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/bloc': ({ url }) =>
        url.searchParams.get('page') === '2'
          ? pageOf([buildBlocPost({ title: 'Older' })], { current_page: 2, last_page: 2 })
          : pageOf([buildBlocPost({ title: 'Newer' })], { current_page: 1, last_page: 2 }),
    });
    renderApp('/maria/pixel-bloc');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Newer',
      'Older',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('a Bloc post PIXEL support hid, on its creator’s Bloc tab', () => {
  it('says it is hidden, why, and how to appeal; a post beside it is as before', async () => {
    const reason = 'The picture shows another person’s ID card.';
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/profile/juan': {
        body: { data: buildProfile({ page_url: 'juan', page_name: 'Juan dela Cruz', is_owner: true }) },
      },
      'GET /v1/profile/juan/bloc': pageOf([
        buildBlocPost({ title: 'Hidden one', hidden_by_staff: { at: '2026-11-21T02:00:00.000Z', reason } }),
        buildBlocPost({ title: 'Open one' }),
      ]),
    });
    renderApp('/juan/pixel-bloc');

    const hidden = await screen.findByRole('article', { name: 'Hidden one' });
    expect(within(hidden).getByText('Hidden by PIXEL support')).toBeInTheDocument();
    expect(hidden).toHaveTextContent(`Support's reason: ${reason}`);
    expect(hidden).toHaveTextContent(moderationMessages.locked);
    expect(within(hidden).getByRole('link', { name: 'support@pixel.ph' })).toHaveAttribute(
      'href',
      'mailto:support@pixel.ph',
    );

    const open = screen.getByRole('article', { name: 'Open one' });
    expect(within(open).queryByText('Hidden by PIXEL support')).not.toBeInTheDocument();
    expect(open).not.toHaveTextContent(moderationMessages.locked);
    expect(open).toHaveTextContent('New sketches of #Manila today');
  });
});
