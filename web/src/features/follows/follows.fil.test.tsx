import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildUser, mockApi, pageOf, renderApp, siteConfig } from '@/testing/test-utils';
import { englishLeft, inFilipino } from '@/testing/filipino';

const followed = {
  body: {
    data: {
      message: 'Na-follow na',
      page_url: 'maria',
      follower_count: 31,
      is_following: true,
      follows_you: false,
      is_blocked: false,
      own_follower_count: 0,
    },
  },
};

describe('Follows in Filipino', () => {
  it('asks before unfollowing, with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/profile/maria': { body: { data: buildProfile({ follower_count: 30 }) } },
      'GET /v1/profile/maria/gifts': pageOf([]),
      'POST /v1/user/follow': followed,
    });
    renderApp('/maria');
    const user = userEvent.setup();
    const header = (await screen.findByRole('heading', { level: 1, name: 'Maria Sketches' })).closest(
      'header',
    )!;

    await user.click(within(header).getByRole('button', { name: 'I-follow' }));
    await user.click(await within(header).findByRole('button', { name: 'Fina-follow' }));
    const confirm = await screen.findByRole('dialog', { name: 'I-unfollow' });

    expect(confirm).toHaveTextContent('Ihinto ang pag-follow kay Maria Sketches?');
    // the Confirm modal's Cancel is the shared modal's own button, not this feature's text
    expect(englishLeft(confirm, ['Cancel'])).toEqual([]);
  });

  it('shows the Followers card and Manage Following, with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/balance': {
        body: { data: [{ currency: 'PHP', amount: '0.00', pending_amount: '0.00' }] },
      },
      'GET /v1/user/transactions': pageOf([]),
      'GET /v1/user/follower': pageOf([]),
      'GET /v1/user/following': pageOf([
        { page_url: 'ana', page_name: 'Ana', avatar: null, avatar_variants: { WH100: null } },
      ]),
    });
    renderApp('/dashboard');

    const card = (await screen.findByRole('heading', { name: 'Mga Follower' })).closest('section')!;
    expect(englishLeft(card)).toEqual([]);
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Pamahalaan ang Following' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pamahalaan ang Following' });

    expect(await within(dialog).findByRole('button', { name: 'I-unfollow si Ana' })).toBeInTheDocument();
    expect(englishLeft(dialog)).toEqual([]);
  });
});
