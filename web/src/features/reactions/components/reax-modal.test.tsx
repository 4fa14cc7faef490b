import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlocPost, ReactionTotals, Reactor } from '@pixel/contract';
import { buildProfile, buildUser, mockApi, pageOf, renderApp } from '@/testing/test-utils';

const postId = '00000000-0000-4000-8000-000000000002';
const totals: ReactionTotals = {
  heart_count: 2,
  laugh_count: 1,
  support_count: 0,
  sad_count: 0,
  angry_count: 0,
  all_count: 3,
  details: { id: null },
};
const post: BlocPost = {
  id: postId,
  title: 'Studio day',
  body: 'Hello',
  image: null,
  visibility: 'public',
  min_tier_id: null,
  is_locked: false,
  reactions: totals,
  hidden_by_staff: null,
  publish_at: null,
  public_from: null,
  created_at: '2026-11-20T07:05:00.000Z',
  updated_at: '2026-11-20T07:05:00.000Z',
};
const reactor = (page_name: string, key: 'heart' | 'laugh'): Reactor => ({
  page_url: page_name.toLowerCase(),
  page_name,
  avatar: null,
  avatar_variants: { WH100: null },
  reaction: {
    id: key === 'heart' ? 1 : 2,
    key,
    name: key === 'heart' ? 'Love' : 'Haha',
    icon_url: `http://localhost/static/reactions/${key}.svg`,
  },
});
const reactorsPage = (reactors: Reactor[], meta: { current_page?: number; last_page?: number } = {}) => {
  const { body } = pageOf(reactors, meta);
  return { body: { data: { reactors: body.data, totals }, meta: body.meta } };
};

/** Each reactor row: 'name: reaction'. */
const rows = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map(
      (item) =>
        `${within(item).getByRole('link').textContent}: ${within(item).getByText(/^(Love|Haha|Support|Sad|Angry)$/).textContent}`,
    );

const common = {
  'GET /v1/user/profile': { body: { data: buildUser() } },
  'GET /v1/profile/maria': { body: { data: buildProfile() } },
  'GET /v1/profile/maria/bloc': pageOf([post]),
};

describe('Reax modal', () => {
  it('lists who reacted, filtered by reaction, a page at a time', async () => {
    const fetchMock = mockApi({
      ...common,
      'GET /v1/content/reactors': ({ url }) => {
        const reaction = url.searchParams.get('reaction');
        if (reaction === 'laugh') return reactorsPage([reactor('Ben', 'laugh')]);
        return url.searchParams.get('page') === '2'
          ? reactorsPage([reactor('Carla', 'heart')], { current_page: 2, last_page: 2 })
          : reactorsPage([reactor('Ana', 'heart'), reactor('Ben', 'laugh')], { last_page: 2 });
      },
    });
    renderApp('/maria/pixel-bloc');
    const user = userEvent.setup();

    const group = await screen.findByRole('group', { name: 'Reactions' });
    await user.click(within(group).getByRole('button', { name: 'See who reacted: 3 reactions' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reax' });
    const tabs = within(dialog).getAllByRole('tab');
    await waitFor(() =>
      expect(tabs.map((tab) => tab.textContent)).toEqual([
        'All 3',
        'Love 2',
        'Haha 1',
        'Support 0',
        'Sad 0',
        'Angry 0',
      ]),
    );
    const list = await within(dialog).findByRole('list', { name: 'Reactors' });
    expect(rows(dialog)).toEqual(['Ana: Love', 'Ben: Haha']);
    expect(within(list).getByRole('link', { name: 'Ana' })).toHaveAttribute('href', '/ana');

    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: /Haha/ }));
    await waitFor(() => expect(rows(dialog)).toEqual(['Ben: Haha']));
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/v1/content/reactors')
      .map((url) => Object.fromEntries(url.searchParams));
    expect(asked).toEqual([
      { content_id: postId, content_type: 'bloc', reaction: 'all', page: '1' },
      { content_id: postId, content_type: 'bloc', reaction: 'all', page: '2' },
      { content_id: postId, content_type: 'bloc', reaction: 'laugh', page: '1' },
    ]);
  });

  it("says 'Error loading data' when the list cannot be loaded", async () => {
    mockApi({
      ...common,
      'GET /v1/content/reactors': {
        status: 500,
        body: { exception: 'ServerErrorException', message_key: 'unexpected', message: 'Oops.' },
      },
    });
    renderApp('/maria/pixel-bloc');

    const group = await screen.findByRole('group', { name: 'Reactions' });
    await userEvent.setup().click(within(group).getByRole('button', { name: /^See who reacted/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Reax' });
    expect(
      await within(dialog).findByText('Error loading data', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});
