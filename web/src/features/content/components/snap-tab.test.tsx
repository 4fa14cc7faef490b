import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { moderationMessages, type PhotoPost } from '@pixel/contract';
import {
  buildProfile,
  buildUser,
  mockApi,
  pageOf,
  renderApp,
  screenWhere,
  sentBodies,
  unauthorized,
} from '@/testing/test-utils';
import { buildTier, publicTiers } from '@/testing/content-builders';
import {
  buildPhoto,
  buildPhotoPost,
  lockedSlide,
  lockedSnap,
  shownAs,
  webpBefore,
} from '../testing/photo-builders';

/** A window at least 48em wide, where the Snap tab is a grid of tiles. */
const wideScreen = () => screenWhere('(min-width: 48em)');

describe('Snap tab', () => {
  it(
    'shows a locked Snap blurred with its price and View Photo, a Slide with a clear sneak peek and View Set',
    { timeout: 15_000 },
    async () => {
      mockApi({
        'GET /v1/user/profile': unauthorized,
        'GET /v1/profile/maria': { body: { data: buildProfile() } },
        'GET /v1/profile/content/images/maria': pageOf([lockedSnap(), lockedSlide()]),
      });
      renderApp('/maria/pixel-snap');

      const [snap, slide] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
      const blurred = within(snap).getByRole('img', {
        name: 'Blurred preview of a paid photo by Maria Sketches',
      });
      expect(blurred).toHaveAttribute('src', 'http://localhost/media/blur-1.jpg');
      expect(webpBefore(blurred)).toBeNull();
      expect(snap).toHaveTextContent('₱50.00');
      expect(within(snap).getByRole('button', { name: 'View Photo' })).toBeInTheDocument();
      expect(within(snap).getByRole('link', { name: '#Manila' })).toHaveAttribute(
        'href',
        '/dashboard/explore/hashtags/manila',
      );
      expect(within(snap).getByRole('group', { name: 'Reactions' })).toBeInTheDocument();
      // before any tap, the React button says that buying comes first
      expect(within(snap).getByRole('button', { name: 'React' })).toHaveAccessibleDescription(
        'Buy this photo to react.',
      );
      expect(within(slide).getByText('Buy this set to react.')).toBeInTheDocument();

      // the sneak peek comes first, clear; the next photo is hidden until paid
      const user = userEvent.setup();
      expect(within(slide).getByRole('img', { name: 'Photo 1 of 2 by Maria Sketches' })).toHaveAttribute(
        'src',
        'http://localhost/media/peek.jpg',
      );
      // the set can be bought from its free photo too: the price and View Set stay in view
      expect(within(slide).getByRole('button', { name: 'View Set' })).toBeInTheDocument();
      expect(within(slide).getByText('Free peek · ₱120.00')).toBeInTheDocument();
      await user.click(within(slide).getByRole('button', { name: 'Next photo' }));
      expect(within(slide).getByRole('button', { name: 'View Set' })).toBeInTheDocument();
      expect(slide).toHaveTextContent('₱120.00');
      expect(within(slide).getByRole('button', { name: 'Show photo 2 of 2' })).toHaveAttribute(
        'aria-current',
        'true',
      );

      // a visitor is asked to log in first
      await user.click(within(snap).getByRole('button', { name: 'View Photo' }));
      expect(await screen.findByRole('dialog', { name: /log in/i })).toBeInTheDocument();
    },
  );

  it('buys a Slide anonymously from its free sneak peek and goes to the checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    const slide = lockedSlide();
    const fetchMock = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/content/images/maria': pageOf([slide]),
      'POST /v1/user/content/images/collection/purchase': {
        body: { data: { link_url: 'http://localhost/sandbox/checkout/abc', reference: 'PX-1' } },
      },
    });
    renderApp('/maria/pixel-snap');
    const user = userEvent.setup();
    const card = await screen.findByRole('article');
    // bought from its first photo, a free sneak peek
    await user.click(within(card).getByRole('button', { name: 'View Set' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm payment' });
    expect(confirm).toHaveTextContent('a set of 2 photos');
    expect(confirm).toHaveTextContent('₱120.00');
    await user.click(within(confirm).getByRole('switch', { name: 'Send anonymously' }));
    await user.click(within(confirm).getByRole('button', { name: 'Confirm payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/checkout/abc'));
    const [body] = sentBodies(fetchMock, 'POST /v1/user/content/images/collection/purchase') as [
      Record<string, unknown>,
    ];
    expect(body).toMatchObject({
      image_collection_id: slide.id,
      is_anonymous: 1,
      source: 'photo.collection',
    });
    expect(body.success_redirect_url).toMatch(
      new RegExp(`/maria/pixel-snap/collection/${slide.id}\\?purchase=success$`),
    );
  });

  it('buys a Snap as a photo purchase', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn(), origin: window.location.origin });
    const snap = lockedSnap();
    const fetchMock = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/content/images/maria': pageOf([snap]),
      'POST /v1/user/content/images/purchase': {
        body: { data: { link_url: 'http://localhost/sandbox/checkout/def', reference: 'PX-2' } },
      },
    });
    renderApp('/maria/pixel-snap');
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('article')).getByRole('button', { name: 'View Photo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm payment' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm payment' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /v1/user/content/images/purchase')).toHaveLength(1),
    );
    expect(sentBodies(fetchMock, 'POST /v1/user/content/images/purchase')[0]).toMatchObject({
      image_id: snap.id,
      is_anonymous: 0,
      source: 'photo',
    });
  });

  it('keeps the focus on an arrow when the other end of the set is reached', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/content/images/maria': pageOf([lockedSlide()]),
    });
    renderApp('/maria/pixel-snap');
    const user = userEvent.setup();
    const card = await screen.findByRole('article');
    const next = within(card).getByRole('button', { name: 'Next photo' });
    const previous = within(card).getByRole('button', { name: 'Previous photo' });

    next.focus();
    await user.keyboard('{Enter}');
    // Next photo is disabled on the last photo: the focus moves to Previous photo, not to the page
    expect(next).toBeDisabled();
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(previous).toBeDisabled();
    expect(next).toHaveFocus();
  });

  it('shows the price and View Photo or View Set on the locked tiles of a wide screen', async () => {
    wideScreen();
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/content/images/maria': pageOf([
        lockedSnap(),
        lockedSlide(),
        buildPhotoPost({ caption: 'Open' }),
      ]),
    });
    renderApp('/maria/pixel-snap');
    const user = userEvent.setup();

    const tile = async (name: RegExp) => (await screen.findByRole('link', { name })).closest('li')!;
    const snapTile = await tile(/^Snap, locked, ₱50\.00: Golden hour #Manila$/);
    const slideTile = await tile(/^Slide, 2 photos, locked, ₱120\.00: Street set$/);
    const openTile = await tile(/^Snap: Open$/);
    expect(snapTile).toHaveTextContent('₱50.00');
    expect(within(snapTile).getByRole('button', { name: 'View Photo' })).toHaveAccessibleDescription(
      /Golden hour/,
    );
    // a set whose first photo is a free sneak peek shows its price and View Set all the same
    expect(within(slideTile).getByText('Free peek · ₱120.00')).toBeInTheDocument();
    expect(within(slideTile).getByRole('button', { name: 'View Set' })).toBeInTheDocument();
    expect(within(openTile).queryByRole('button')).not.toBeInTheDocument();
    // the caption under the tile links its hashtags
    expect(within(snapTile).getByRole('link', { name: '#Manila' })).toHaveAttribute(
      'href',
      '/dashboard/explore/hashtags/manila',
    );

    await user.click(within(slideTile).getByRole('button', { name: 'View Set' }));
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeInTheDocument();
  });

  it('shows the tiles of a wide screen in WebP, with the JPEG for other browsers', async () => {
    wideScreen();
    const open = buildPhotoPost({ caption: 'Open' });
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/content/images/maria': pageOf([open, lockedSnap()]),
    });
    const { container } = renderApp('/maria/pixel-snap');
    await screen.findByRole('link', { name: /Open/ });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    const tileImage = (name: RegExp) => screen.getByRole('link', { name }).querySelector('img')!;
    const openTile = tileImage(/Open/);
    expect(webpBefore(openTile)).toBe(open.image_url_variants.WH500_WEBP);
    expect(openTile).toHaveAttribute('src', open.image_url_variants.WH500);
    expect(openTile).toHaveAttribute('loading', 'lazy');
    // a locked post's tile is its blurred preview alone: nothing else of the photo is offered
    const lockedTile = tileImage(/Golden hour/);
    expect(webpBefore(lockedTile)).toBeNull();
    expect(lockedTile).toHaveAttribute('src', 'http://localhost/media/blur-1.jpg');
    expect(container.querySelectorAll('source')).toHaveLength(1);
  });

  it('loads more posts while pages remain', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/content/images/maria': ({ url }) =>
        url.searchParams.get('page') === '2'
          ? pageOf([buildPhotoPost({ caption: 'Older' })], { current_page: 2, last_page: 2 })
          : pageOf([buildPhotoPost({ caption: 'Newer' })], { current_page: 1, last_page: 2, per_page: 10 }),
    });
    renderApp('/maria/pixel-snap');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getAllByRole('article').map((article) => article.textContent)).toEqual([
      expect.stringContaining('Newer'),
      expect.stringContaining('Older'),
    ]);
  });
});

describe('a post of its own', () => {
  it('locks a members-only Slide with the tier that opens it, a Join for that tier, and Join to react', async () => {
    const tier = buildTier({ name: 'Sketch Club' });
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/memberships/tiers/maria': publicTiers([tier]),
      'GET /v1/profile/content/images/maria': pageOf([
        buildPhotoPost({
          type: 'image_collection',
          caption: 'For the club',
          is_locked: true,
          min_tier_id: tier.id,
          images: [buildPhoto({ is_locked: true, ...shownAs('http://localhost/media/blur-3.jpg') })],
        }),
      ]),
    });
    renderApp('/maria/pixel-snap');

    const slide = await screen.findByRole('article');
    expect(await within(slide).findByText('Sketch Club members')).toBeInTheDocument();
    expect(within(slide).getByText('Join to react.')).toBeInTheDocument();
    expect(within(slide).queryByText(/Buy this/)).not.toBeInTheDocument();
    expect(within(slide).queryByRole('button', { name: 'View Set' })).not.toBeInTheDocument();
  });
});

describe('a post PIXEL support hid, on its creator’s Snap tab', () => {
  const hidden = { at: '2026-11-21T02:00:00.000Z', reason: 'The photos show another person’s ID card.' };
  const juan = {
    page_url: 'juan',
    page_name: 'Juan dela Cruz',
    avatar: null,
    avatar_variants: { WH100: null },
  };
  const slide = (overrides: Partial<PhotoPost>) =>
    buildPhotoPost({
      type: 'image_collection',
      creator: juan,
      images: [buildPhoto({ position: 0 }), buildPhoto({ position: 1 })],
      ...overrides,
    });

  /** The creator's own Snap tab with `posts` on it. */
  const openOwnSnapTab = (posts: PhotoPost[]) => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/profile/juan': {
        body: { data: buildProfile({ page_url: 'juan', page_name: 'Juan dela Cruz', is_owner: true }) },
      },
      'GET /v1/profile/content/images/juan': pageOf(posts),
    });
    renderApp('/juan/pixel-snap');
  };

  /** The names of a card's menu items, the menu closed again after. */
  async function menuOf(card: HTMLElement) {
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Post options' }));
    const menu = await screen.findByRole('menu');
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    return names;
  }

  it('says it is hidden and why, and offers Delete but nothing that changes it; a post beside it is as before', async () => {
    // staff hiding a post unpublishes it
    openOwnSnapTab([
      slide({ caption: 'Hidden set', is_published: false, hidden_by_staff: hidden }),
      slide({ caption: 'Open set' }),
    ]);

    const [hiddenCard, openCard] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(hiddenCard).getByText('Hidden by PIXEL support')).toBeInTheDocument();
    // a hidden post is not a draft its creator could publish
    expect(within(hiddenCard).queryByText('Draft')).not.toBeInTheDocument();
    expect(hiddenCard).toHaveTextContent(`Support's reason: ${hidden.reason}`);
    expect(hiddenCard).toHaveTextContent(moderationMessages.locked);
    expect(within(hiddenCard).getByRole('link', { name: 'support@pixel.ph' })).toHaveAttribute(
      'href',
      'mailto:support@pixel.ph',
    );
    expect(await menuOf(hiddenCard)).toEqual(['Content Supporters', 'Copy link', 'Delete Photo']);

    expect(within(openCard).queryByText('Hidden by PIXEL support')).not.toBeInTheDocument();
    expect(openCard).not.toHaveTextContent(moderationMessages.locked);
    expect(await menuOf(openCard)).toEqual([
      'Edit Snap Slide',
      'Edit Photo',
      'Set Content Price',
      'Content Supporters',
      'Copy link',
      'Delete Photo',
    ]);
  });

  it('offers no Edit Post for a hidden Snap, and its Delete Photo opens', async () => {
    const snap = buildPhotoPost({ creator: juan, is_published: false, hidden_by_staff: hidden });
    openOwnSnapTab([snap]);
    const card = await screen.findByRole('article');
    expect(await menuOf(card)).not.toContain('Edit Post');

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Post options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Photo' }));
    expect(await screen.findByRole('dialog', { name: 'Delete Photo' })).toBeInTheDocument();
  });

  it('marks the hidden post’s tile on a wide screen', async () => {
    wideScreen();
    openOwnSnapTab([
      buildPhotoPost({ caption: 'Hidden', creator: juan, is_published: false, hidden_by_staff: hidden }),
      buildPhotoPost({ caption: 'Open', creator: juan }),
    ]);

    const hiddenTile = (await screen.findByRole('link', { name: 'Snap, hidden by PIXEL support: Hidden' }))
      .parentElement!;
    expect(hiddenTile).toHaveTextContent('Hidden by PIXEL support');
    const openTile = screen.getByRole('link', { name: 'Snap: Open' }).parentElement!;
    expect(openTile).not.toHaveTextContent('Hidden by PIXEL support');
  });
});
