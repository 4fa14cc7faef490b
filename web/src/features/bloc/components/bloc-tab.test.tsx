import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlocPost } from '@pixel/contract';
import { buildProfile, mockApi, pageOf, renderApp, unauthorized } from '@/testing/test-utils';

let sequence = 0;
function buildPost(overrides: Partial<BlocPost> = {}): BlocPost {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    title: 'Studio day',
    body: 'New sketches of #Manila today',
    image: null,
    visibility: 'public',
    is_locked: false,
    reactions: {
      heart_count: 0,
      laugh_count: 0,
      support_count: 0,
      sad_count: 0,
      angry_count: 0,
      all_count: 0,
      details: { id: null },
    },
    created_at: '2026-11-20T07:05:00.000Z',
    updated_at: '2026-11-20T07:05:00.000Z',
    ...overrides,
  };
}

describe('Bloc tab', () => {
  it('lists the posts with their hashtags linked, and a locked post asks for support', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/bloc': pageOf([
        buildPost({ image: 'http://localhost/media/post.jpg' }),
        buildPost({ title: 'Members corner', body: null, visibility: 'supporters', is_locked: true }),
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

  it('loads more posts while pages remain', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/bloc': ({ url }) =>
        url.searchParams.get('page') === '2'
          ? pageOf([buildPost({ title: 'Older' })], { current_page: 2, last_page: 2 })
          : pageOf([buildPost({ title: 'Newer' })], { current_page: 1, last_page: 2 }),
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
