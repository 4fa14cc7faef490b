import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildProfile,
  buildUser,
  mockApi,
  pageOf,
  renderApp,
  sentBodies,
  unauthorized,
} from '@/testing/test-utils';

const relation = (overrides: Record<string, unknown>) => ({
  body: {
    data: {
      message: 'Followed Successfully',
      page_url: 'maria',
      follower_count: 31,
      is_following: true,
      follows_you: false,
      is_blocked: false,
      own_follower_count: 0,
      ...overrides,
    },
  },
});

const header = async () =>
  (await screen.findByRole('heading', { level: 1, name: 'Maria Sketches' })).closest('header')!;

describe('follow', () => {
  it('shows the followers count next to Supporters, and sends a visitor to the Login modal', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile({ follower_count: 30 }) } },
      'GET /v1/profile/maria/gifts': pageOf([]),
      'POST /v1/user/follow': unauthorized,
    });
    renderApp('/maria');
    const page = within(await header());

    expect(page.getByText('Followers').parentElement).toHaveTextContent('30 Followers');
    await userEvent.setup().click(page.getByRole('button', { name: 'Follow' }));

    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/user/follow')).toEqual([{ username: 'maria' }]);
    expect(page.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('follows, then unfollows after a confirmation, with the count kept up to date', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/profile/maria': { body: { data: buildProfile({ follower_count: 30 }) } },
      'GET /v1/profile/maria/gifts': pageOf([]),
      'POST /v1/user/follow': relation({}),
      'POST /v1/user/unfollow': relation({
        message: 'Unfollowed Successfully',
        follower_count: 30,
        is_following: false,
      }),
    });
    renderApp('/maria');
    const user = userEvent.setup();
    const page = within(await header());

    await user.click(page.getByRole('button', { name: 'Follow' }));
    const following = await page.findByRole('button', { name: 'Following' });
    expect(page.getByText('Followers').parentElement).toHaveTextContent('31 Followers');

    // cancelling keeps the follow
    await user.click(following);
    let confirm = await screen.findByRole('dialog', { name: 'Unfollow' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unfollow' })).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, 'POST /v1/user/unfollow')).toHaveLength(0);

    await user.click(page.getByRole('button', { name: 'Following' }));
    confirm = await screen.findByRole('dialog', { name: 'Unfollow' });
    expect(confirm).toHaveTextContent('Stop following Maria Sketches?');
    await user.click(within(confirm).getByRole('button', { name: 'Unfollow' }));

    expect(await screen.findByText('Unfollowed Successfully')).toBeInTheDocument();
    expect(await page.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(page.getByText('Followers').parentElement).toHaveTextContent('30 Followers');
    expect(sentBodies(fetchMock, 'POST /v1/user/unfollow')).toEqual([{ username: 'maria' }]);
  });

  it('has no Follow button on the owner’s own page', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/profile/maria': { body: { data: buildProfile({ is_owner: true }) } },
      'GET /v1/profile/maria/gifts': pageOf([]),
    });
    renderApp('/maria');
    const page = within(await header());

    expect(page.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(page.queryByRole('button', { name: 'Following' })).not.toBeInTheDocument();
  });
});
