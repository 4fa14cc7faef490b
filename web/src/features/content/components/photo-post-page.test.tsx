import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildUser, mockApi, renderApp, unauthorized } from '@/testing/test-utils';
import { boughtPhoto, buildPhoto, buildPhotoPost, lockedSnap, webpBefore } from '../testing/photo-builders';

describe('a post of its own', () => {
  it('says Content not accessible when the post is hidden or deleted', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/content/images/maria/image_id/gone': {
        status: 404,
        body: {
          exception: 'NotFoundException',
          message_key: 'thisContentNotAccessible',
          message: 'This content is not accessible.',
        },
      },
    });
    renderApp('/maria/pixel-snap/image/gone');
    expect(await screen.findByRole('heading', { name: 'Content not accessible' })).toBeInTheDocument();
  });

  it('opens a bought post for a buyer the creator blocked, without the hidden page around it', async () => {
    const bought = buildPhotoPost({
      is_payable: true,
      is_purchased: true,
      images: [buildPhoto({ is_payable: true, ...boughtPhoto })],
    });
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/profile/maria': {
        status: 404,
        body: { exception: 'NotFoundException', message_key: 'pageNotFound', message: 'Page not found.' },
      },
      [`GET /v1/profile/content/images/maria/image_id/${bought.id}`]: { body: { data: bought } },
    });
    renderApp(`/maria/pixel-snap/image/${bought.id}`);

    const shown = await screen.findByRole('img', { name: 'Photo by Maria Sketches' });
    // WebP where the browser reads it, the JPEG with every attribute it had for the others
    expect(webpBefore(shown)).toBe(boughtPhoto.image_url_variants.WH500_WEBP);
    expect(shown).toHaveAttribute('src', boughtPhoto.image_url_variants.WH500);
    expect(shown).toHaveAttribute('width', '500');
    expect(shown).toHaveAttribute('height', '500');
    expect(shown).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Full size: Photo by Maria Sketches' })).toHaveAttribute(
      'href',
      boughtPhoto.image_url,
    );
    expect(screen.queryByRole('button', { name: 'Support Me' })).not.toBeInTheDocument();
  });

  it('asks again after the checkout until the photos are the buyer’s', async () => {
    const locked = lockedSnap();
    const bought = {
      ...locked,
      is_purchased: true,
      is_locked: false,
      images: [buildPhoto({ is_payable: true, ...boughtPhoto })],
    };
    let asked = 0;
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/user/content/images/purchase/PX-1': {
        body: {
          data: {
            reference: 'PX-1',
            status: 'paid',
            type: 'image',
            id: locked.id,
            amount: '50.00',
            creator: locked.creator,
          },
        },
      },
      [`GET /v1/profile/content/images/maria/image_id/${locked.id}`]: () => {
        asked += 1;
        return { body: { data: asked === 1 ? locked : bought } };
      },
    });
    const { router } = renderApp(`/maria/pixel-snap/image/${locked.id}?purchase=success&reference=PX-1`);

    expect(
      await screen.findByRole('img', { name: 'Photo by Maria Sketches' }, { timeout: 4000 }),
    ).toHaveAttribute('src', boughtPhoto.image_url_variants.WH500);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(
      `${window.location.origin}/maria/pixel-snap/image/${locked.id}`,
    );
  });
});
