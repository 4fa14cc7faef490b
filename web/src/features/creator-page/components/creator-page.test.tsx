import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildGift,
  buildProfile,
  buildUser,
  mockApi,
  pageOf,
  renderApp,
  sentBodies,
  unauthorized,
} from '@/testing/test-utils';

describe('creator page', () => {
  it('says "1 Supporter", not "1 Supporters"', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile({ donation_count: 1 }) } },
      'GET /v1/profile/maria/gifts': pageOf([]),
    });
    renderApp('/maria');
    expect(await screen.findByText('Supporter')).toBeInTheDocument();
    expect(screen.getByText('Supporter').parentElement).toHaveTextContent('1 Supporter');
    expect(screen.queryByText('Supporters')).not.toBeInTheDocument();
  });

  it('offers the cover in the widths the window shows it, WebP first, or the one file an older cover has', async () => {
    const cover = '/media/covers/c1.jpg';
    const versions = {
      W640: '/media/covers/c1-w640.jpg',
      W1280: '/media/covers/c1-w1280.jpg',
      W640_WEBP: '/media/covers/c1-w640-webp.webp',
      W1280_WEBP: '/media/covers/c1-w1280-webp.webp',
    };
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': {
        body: { data: buildProfile({ cover_photo: cover, cover_variants: versions }) },
      },
      'GET /v1/profile/lito': {
        body: { data: buildProfile({ page_url: 'lito', cover_photo: cover, cover_variants: null }) },
      },
      'GET /v1/profile/maria/gifts': pageOf([]),
      'GET /v1/profile/lito/gifts': pageOf([]),
    });
    const coverImage = () => document.querySelector<HTMLImageElement>(`header img[src="${cover}"]`);
    const { unmount } = renderApp('/maria');
    await waitFor(() => expect(coverImage()).not.toBeNull());
    const image = coverImage()!;
    expect(image.getAttribute('srcset')).toBe(
      `${versions.W640} 640w, ${versions.W1280} 1280w, ${cover} 1500w`,
    );
    expect(image.getAttribute('sizes')).toBe('100vw');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    const webp = image.parentElement!.querySelector('source[type="image/webp"]')!;
    expect(webp.getAttribute('srcset')).toBe(`${versions.W640_WEBP} 640w, ${versions.W1280_WEBP} 1280w`);
    unmount();

    renderApp('/lito');
    await waitFor(() => expect(coverImage()).not.toBeNull());
    expect(coverImage()!.hasAttribute('srcset')).toBe(false);
    expect(coverImage()!.closest('picture')).toBeNull();
  });

  it('shows the creator, their supporters and the latest gifts with replies', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': {
        body: { data: buildProfile({ bio: 'I draw Manila.\nCommissions open! #Cebu' }) },
      },
      'GET /v1/profile/maria/gifts': pageOf([
        buildGift({ supporter_name: 'Ana', amount: '1234.50', reply: 'Thank you, Ana!' }),
        buildGift({ supporter_name: 'Anonymous', supporter_message: null, amount: '20.00' }),
      ]),
    });
    renderApp('/maria');

    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Sketches' })).toBeInTheDocument();
    expect(document.title).toBe('Maria Sketches | PIXEL');
    expect(screen.getByText('Supporters').parentElement).toHaveTextContent('12 Supporters');
    expect(screen.getByText(/I draw Manila\./).textContent).toBe('I draw Manila.\nCommissions open! #Cebu');
    expect(screen.getByRole('link', { name: '#Cebu' })).toHaveAttribute(
      'href',
      '/dashboard/explore/hashtags/cebu',
    );
    expect(screen.getByText('MS')).toBeInTheDocument(); // the initials stand in for a missing avatar
    expect(screen.getByRole('button', { name: 'Support Me' })).toBeInTheDocument();

    const gifts = await screen.findAllByRole('article');
    expect(gifts).toHaveLength(2);
    expect(gifts[0]).toHaveTextContent('Ana');
    expect(gifts[0]).toHaveTextContent('₱1,234.50');
    expect(gifts[0]).toHaveTextContent('Love your work!');
    expect(gifts[0]).toHaveTextContent('Reply from Maria Sketches');
    expect(gifts[0]).toHaveTextContent('Thank you, Ana!');
    expect(gifts[0]).toHaveTextContent('a few seconds ago');
    expect(gifts[1]).toHaveTextContent('Anonymous');
    expect(gifts[1]).toHaveTextContent('₱20.00');
    // a visitor cannot manage gifts
    expect(screen.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('loads more gifts while more pages exist', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/gifts': ({ url }) =>
        url.searchParams.get('page') === '2'
          ? pageOf([buildGift({ supporter_name: 'Ben' })], { current_page: 2, last_page: 2 })
          : pageOf([buildGift({ supporter_name: 'Ana' })], { current_page: 1, last_page: 2 }),
    });
    renderApp('/maria');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getAllByRole('article')[1]).toHaveTextContent('Ben');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pages = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/v1/profile/maria/gifts')
      .map((url) => url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('invites the first gift when there is none', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile({ bio: null }) } },
      'GET /v1/profile/maria/gifts': pageOf([]),
    });
    renderApp('/maria');

    expect(
      await screen.findByText('No gifts yet. Be the first to support Maria Sketches!'),
    ).toBeInTheDocument();
  });

  it('lets the owner hide a gift and reply to it', async () => {
    const gift = buildGift({ supporter_name: 'Ana' });
    const fetchMock = mockApi({
      'GET /v1/user/profile': {
        body: { data: buildUser({ profile: { ...buildUser().profile, page_url: 'maria' } }) },
      },
      'GET /v1/profile/maria': { body: { data: buildProfile({ is_owner: true }) } },
      'GET /v1/profile/maria/gifts': pageOf([gift]),
      'POST /v1/user/donations/hide': ({ body }) => ({
        body: { data: { ...gift, is_hidden: (body as { is_hidden: number }).is_hidden === 1 } },
      }),
      'POST /v1/user/donations/reply': ({ body }) => ({
        body: { data: { ...gift, reply: (body as { reply: string }).reply } },
      }),
    });
    renderApp('/maria');
    const user = userEvent.setup();
    const article = await screen.findByRole('article');
    // a creator cannot send themselves a gift: their own page offers Share, not Support Me
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Support Me' })).not.toBeInTheDocument();

    await user.click(within(article).getByRole('button', { name: 'Hide' }));
    expect(await within(article).findByText('Hidden')).toBeInTheDocument();
    await user.click(within(article).getByRole('button', { name: 'Unhide' }));
    await waitFor(() => expect(within(article).queryByText('Hidden')).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, 'POST /v1/user/donations/hide')).toEqual([
      { id: gift.id, is_hidden: 1 },
      { id: gift.id, is_hidden: 0 },
    ]);

    await user.click(within(article).getByRole('button', { name: 'Reply' }));
    await user.type(await within(article).findByLabelText('Reply'), 'Salamat, Ana!');
    await user.click(within(article).getByRole('button', { name: 'Send reply' }));

    expect(await within(article).findByText('Salamat, Ana!')).toBeInTheDocument();
    expect(within(article).getByText('Reply from Maria Sketches')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/user/donations/reply')).toEqual([
      { id: gift.id, reply: 'Salamat, Ana!' },
    ]);
  });

  it('shows Page Not Found for an unknown page', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/nobody': {
        status: 404,
        body: { exception: 'NotFoundException', message_key: 'pageNotFound', message: 'Page not found.' },
      },
    });
    renderApp('/nobody');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('shows Content not accessible for a page staff suspended', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/closed_page': {
        status: 403,
        body: {
          exception: 'ForbiddenException',
          message_key: 'contentNotAccessible',
          message: 'Content not accessible.',
          data: { suspended: true },
        },
      },
    });
    renderApp('/closed_page');

    expect(await screen.findByRole('heading', { name: 'Content not accessible' })).toBeInTheDocument();
  });

  it('shows Something went wrong when the page cannot be loaded, and tries again', async () => {
    let failing = true;
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': () =>
        failing
          ? {
              status: 503,
              body: { exception: 'ServerErrorException', message_key: 'unexpected', message: 'Unavailable.' },
            }
          : { body: { data: buildProfile() } },
      'GET /v1/profile/maria/gifts': pageOf([]),
    });
    renderApp('/maria');

    const retry = await screen.findByRole('button', { name: 'Try Again' }, { timeout: 4000 });
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(retry);

    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Sketches' })).toBeInTheDocument();
  });

  describe('menu', () => {
    const visitorApi = () =>
      mockApi({
        'GET /v1/user/profile': unauthorized,
        'GET /v1/profile/maria': { body: { data: buildProfile() } },
        'GET /v1/profile/maria/gifts': pageOf([buildGift({ supporter_name: 'Ana' })]),
        // no goals, no Q&A topic yet: those tabs show their empty state
        'GET /v1/profile/maria/goals': pageOf([]),
        'GET /v1/profile/questions/topic/maria': { body: { data: null } },
        'GET /v1/profile/maria/questions': pageOf([]),
        'GET /v1/profile/maria/bloc': pageOf([]),
        'GET /v1/profile/content/images/maria': pageOf([]),
      });

    it('links every tab to its own address and marks the current one', async () => {
      visitorApi();
      renderApp('/maria');

      const menu = await screen.findByRole('navigation', { name: 'Page menu' });
      const tabs = within(menu).getAllByRole('link');
      expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
        ['Home', '/maria'],
        ['My Goals', '/maria/my-goals'],
        ['Ask Me Anything', '/maria/question-and-answer'],
        ['Snap', '/maria/pixel-snap'],
        ['Bloc', '/maria/pixel-bloc'],
        ['Shop', '/maria/shop'],
      ]);
      expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      expect(menu.querySelectorAll('[aria-current]')).toHaveLength(1);
      // Home is the gifts
      expect(await screen.findByRole('article')).toHaveTextContent('Ana');
    });

    it('opens a tab at its own address, with the header kept and an empty state for now', async () => {
      visitorApi();
      const { router } = renderApp('/maria');
      const user = userEvent.setup();
      const menu = await screen.findByRole('navigation', { name: 'Page menu' });

      for (const [name, path, text] of [
        ['My Goals', '/maria/my-goals', 'Maria Sketches has no goals to show yet.'],
        ['Ask Me Anything', '/maria/question-and-answer', 'Maria Sketches is not taking questions yet.'],
        ['Snap', '/maria/pixel-snap', 'Maria Sketches has not posted any Snaps yet.'],
        ['Bloc', '/maria/pixel-bloc', 'Maria Sketches has not posted on their Bloc yet.'],
      ] as const) {
        await user.click(within(menu).getByRole('link', { name }));
        await waitFor(() => expect(router.state.location.pathname).toBe(path));
        // a tab's code loads when it is first opened: the menu marks it once it shows
        await waitFor(() =>
          expect(within(menu).getByRole('link', { name })).toHaveAttribute('aria-current', 'page'),
        );
        expect(within(menu).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
        // goals and Q&A load first
        expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
        expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
        expect(screen.getByText(text)).toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 1, name: 'Maria Sketches' })).toBeInTheDocument();
        expect(screen.queryByRole('heading', { name: 'Latest gifts' })).not.toBeInTheDocument();
      }

      await user.click(within(menu).getByRole('link', { name: 'Home' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/maria'));
      expect(await screen.findByRole('heading', { name: 'Latest gifts' })).toBeInTheDocument();
    });

    it('opens a tab straight from its address', async () => {
      visitorApi();
      renderApp('/maria/question-and-answer');

      const menu = await screen.findByRole('navigation', { name: 'Page menu' });
      expect(within(menu).getByRole('link', { name: 'Ask Me Anything' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await screen.findByText('Maria Sketches is not taking questions yet.')).toBeInTheDocument();
    });

    it('sends /{page_url}/home to the page itself', async () => {
      visitorApi();
      const { router } = renderApp('/maria/home');

      await waitFor(() => expect(router.state.location.pathname).toBe('/maria'));
      expect(await screen.findByRole('heading', { name: 'Latest gifts' })).toBeInTheDocument();
    });

    it('shows Page Not Found for an unknown tab', async () => {
      visitorApi();
      renderApp('/maria/no-such-tab');

      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Page menu' })).not.toBeInTheDocument();
    });
  });
});
