import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlocPost, HashtagItem } from '@pixel/contract';
import { buildBlocPost, buildReactions } from '@/testing/content-builders';
import { buildProfile, mockApi, pageOf, renderApp, siteConfig, unauthorized } from '@/testing/test-utils';

const id = '00000000-0000-4000-8000-000000000001';

const buildPost = (overrides: Partial<BlocPost> = {}) =>
  buildBlocPost({ id, reactions: buildReactions({ heart_count: 2 }), ...overrides });

const visitorApi = (post: Parameters<typeof mockApi>[0][string]) =>
  mockApi({
    'GET /v1/user/profile': unauthorized,
    'GET /v1/site/config': siteConfig,
    'GET /v1/profile/maria': { body: { data: buildProfile() } },
    [`GET /v1/profile/maria/bloc/${id}`]: post,
  });

describe('a Bloc post’s own page', () => {
  it('opens from a hashtag result for a signed-out visitor', async () => {
    const tagged: HashtagItem = {
      type: 'bloc',
      id,
      creator: {
        page_url: 'maria',
        page_name: 'Maria Sketches',
        avatar: null,
        avatar_variants: { WH100: null },
      },
      excerpt: 'Studio day — New sketches of #Manila today',
      created_at: '2026-11-20T07:05:00.000Z',
    };
    const fetchMock = mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/hashtags/manila': pageOf([tagged]),
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      [`GET /v1/profile/maria/bloc/${id}`]: { body: { data: buildPost() } },
    });
    const { router } = renderApp('/dashboard/explore/hashtags/manila');

    const result = await screen.findByRole('article');
    const view = within(result).getByRole('link', { name: "View on Maria Sketches's page" });
    expect(view).toHaveAttribute('href', `/maria/pixel-bloc/${id}`);
    await userEvent.setup().click(view);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/maria/pixel-bloc/${id}`));
    // the hashtag result's article may still be there for a moment: wait for the post's own heading
    const heading = await screen.findByRole('heading', { level: 2, name: 'Studio day' });
    const post = heading.closest('article')!;
    expect(post).toHaveTextContent('New sketches of #Manila today');
    expect(within(post).getByRole('link', { name: '#Manila' })).toHaveAttribute(
      'href',
      '/dashboard/explore/hashtags/manila',
    );
    expect(within(post).getByRole('group', { name: 'Reactions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All Bloc posts' })).toHaveAttribute(
      'href',
      '/maria/pixel-bloc',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/v1/profile/maria/bloc/${id}`))).toBe(
      true,
    );
  });

  it('keeps a supporters-only post locked, with Support Me', async () => {
    visitorApi({
      body: {
        data: buildPost({ title: 'Members corner', body: null, visibility: 'supporters', is_locked: true }),
      },
    });
    renderApp(`/maria/pixel-bloc/${id}`);

    const post = await screen.findByRole('article');
    expect(within(post).getByRole('heading', { name: 'Members corner' })).toBeInTheDocument();
    expect(post).toHaveTextContent('For supporters only');
    await userEvent.setup().click(within(post).getByRole('button', { name: 'Support Me' }));
    expect(await screen.findByRole('dialog', { name: 'Support Me' })).toBeInTheDocument();
  });

  it('says the content is not accessible once the post is gone', async () => {
    visitorApi({
      status: 404,
      body: { exception: 'NotFoundException', message_key: 'postNotFound', message: 'Post not found.' },
    });
    renderApp(`/maria/pixel-bloc/${id}`);

    expect(await screen.findByText('Content not accessible')).toBeInTheDocument();
  });

  it('is linked from the date of each post on the Bloc tab', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/bloc': pageOf([buildPost()]),
    });
    renderApp('/maria/pixel-bloc');

    const post = await screen.findByRole('article');
    expect(within(post).getByRole('link', { name: 'Nov 20, 2026' })).toHaveAttribute(
      'href',
      `/maria/pixel-bloc/${id}`,
    );
  });
});
