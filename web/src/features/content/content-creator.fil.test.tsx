import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PhotoPost, PriceTier } from '@pixel/contract';
import { openModal } from '@/lib/modals';
import { buildTier } from '@/testing/content-builders';
import { buildUser, mockApi, pageOf, renderApp, siteConfig } from '@/testing/test-utils';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { PostDraftStore } from './lib/post-draft';
import { buildPhoto, buildPhotoPost, paidDraft, paidPricing } from './testing/photo-builders';

/** The creator's own Slide for sale, bought once. */
const ownSlide = () =>
  buildPhotoPost({
    type: 'image_collection',
    caption: 'Street set',
    is_payable: true,
    pricing: paidPricing,
    purchase_count: 1,
    creator: {
      page_url: 'juan',
      page_name: 'Juan dela Cruz',
      avatar: null,
      avatar_variants: { WH100: null },
    },
    images: [buildPhoto({ position: 0 }), buildPhoto({ position: 1, is_payable: true })],
  });

const tier = (price_id: number, price: string): PriceTier => ({
  price_id,
  price,
  price_label: `₱${price}`,
  name: price_id === 1 ? 'PIXEL - Free' : `PIXEL - ${price}`,
  description: null,
  is_suggested: true,
});

// what the test data itself says: people's names, captions, a membership tier's name
const names = ['Juan dela Cruz', 'Street set', 'Sketch Club', 'Rosa', 'photo.jpg', 'The file is too large'];

const store = () =>
  new PostDraftStore(
    {
      upload: async () => ({ filename: 'f', absolute_url: 'u' }),
      prepare: async (file) => file,
      onLimit: () => undefined,
      onFailures: () => undefined,
      previewOf: () => '',
    },
    paidDraft([{ is_payable: true }, { is_payable: false, is_preview: true }]),
  );

function openSnapDashboard(scheduled: PhotoPost[] = []) {
  const slide = ownSlide();
  mockApi({
    'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
    'GET /v1/site/config': siteConfig,
    'GET /v1/user/content/images/scheduled': pageOf(scheduled),
    'GET /v1/profile/content/images/juan': pageOf([slide]),
    'GET /v1/user/memberships/tiers': { body: { data: [buildTier({ name: 'Sketch Club' })] } },
    'GET /v1/user/prices': pageOf([tier(1, '0.00'), tier(5, '20.00')]),
    [`GET /v1/user/content/images/buyers/image_collection/${slide.id}`]: pageOf([
      { buyer: { page_url: 'rosa', page_name: 'Rosa' }, date: '2026-11-20T07:05:00.000Z', payment_id: 'p1' },
    ]),
  });
  renderApp('/dashboard/creator-hub/snap');
  return slide;
}

describe("the creator's Snaps in Filipino", () => {
  it('shows My Snaps and its new post form with no English left', { timeout: 15_000 }, async () => {
    await inFilipino();
    openSnapDashboard([
      buildPhotoPost({
        caption: 'Street set',
        is_published: false,
        publish_at: '2026-12-01T01:00:00.000Z',
        public_from: '2026-12-08T01:00:00.000Z',
      }),
    ]);
    const form = await screen.findByRole('form', { name: 'Bagong post' });
    expect(within(form).getByRole('button', { name: 'Pumili ng mga photo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mga Snap Ko' })).toBeInTheDocument();
    expect(englishLeft(form, names)).toEqual([]);
    // a post open to everyone says so, not "members only: all"
    const [members] = await within(form).findAllByLabelText(/^Para sa mga member lang/);
    expect(members).toHaveValue('Hindi, bukas sa lahat');
    // the time a post goes out (decision 0157), and the posts waiting for theirs
    expect(within(form).getByRole('radio', { name: 'Ngayon' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('radio', { name: 'Sa oras na pipiliin ko' }));
    expect(within(form).getByLabelText('Petsa at oras (oras sa Manila)')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'I-schedule' })).toBeInTheDocument();
    const scheduled = await screen.findByRole('region', { name: 'Naka-schedule' });
    expect(scheduled).toHaveTextContent(/Ilalabas sa .+ \(oras sa Manila\)/);
    expect(scheduled).toHaveTextContent(/Bukas sa lahat mula .+ \(oras sa Manila\)/);
    expect(within(scheduled).getByRole('button', { name: 'I-publish ngayon' })).toBeInTheDocument();
    const page = screen.getByRole('heading', { level: 1 }).closest('div')!.parentElement!;
    expect(englishLeft(page, names)).toEqual([]);

    // leaving with a caption not posted asks first, in Filipino too
    await user.type(within(form).getByRole('textbox', { name: 'Caption' }), 'Gabi sa palengke');
    await user.click(screen.getByRole('link', { name: 'Tingnan ang Snap tab mo' }));
    const leave = await screen.findByRole('dialog', { name: 'Aalis sa page?' });
    expect(within(leave).getByRole('button', { name: 'Manatili' })).toBeInTheDocument();
    expect(englishLeft(leave, names)).toEqual([]);
  });

  it(
    'edits a post, its photos, its price, and lists its buyers with no English left',
    { timeout: 20_000 },
    async () => {
      await inFilipino();
      const slide = openSnapDashboard();
      const user = userEvent.setup();
      const card = await screen.findByRole('article');

      await user.click(within(card).getByRole('button', { name: 'Mga option ng post' }));
      await user.click(await screen.findByRole('menuitem', { name: 'I-edit ang Snap Slide' }));
      const edit = await screen.findByRole('dialog', { name: 'I-edit ang Snap Slide' });
      expect(within(edit).getByRole('switch', { name: 'Gawing LIBRE' })).toBeInTheDocument();
      expect(englishLeft(edit, names)).toEqual([]);
      await user.keyboard('{Escape}');

      act(() => void openModal('edit-photo', { store: store() }));
      const photos = await screen.findByRole('dialog', { name: 'I-edit ang Photo' });
      expect(within(photos).getByRole('switch', { name: 'Photo 2: libreng sneak peek' })).toBeChecked();
      expect(englishLeft(photos, names)).toEqual([]);
      await user.keyboard('{Escape}');

      act(() => void openModal('set-content-price', { onSelect: () => undefined }));
      const price = await screen.findByRole('dialog', { name: 'Itakda ang Presyo ng Content' });
      await within(price).findByText('₱20.00');
      expect(within(price).getByRole('button', { name: /^₱0\.00/ })).toHaveTextContent(
        '₱0.00Libre para sa lahat',
      );
      expect(englishLeft(price, names)).toEqual([]);
      await user.keyboard('{Escape}');

      act(() => void openModal('content-supporters', { type: slide.type, id: slide.id }));
      const buyers = await screen.findByRole('dialog', { name: 'Ikaw lang ang nakakakita nito' });
      expect(await within(buyers).findByText(/ang content na ito/)).toHaveTextContent(
        'Binili ni Rosa ang content na ito',
      );
      expect(englishLeft(buyers, names)).toEqual([]);
      await user.keyboard('{Escape}');

      act(() => void openModal('delete-photo', { post: slide }));
      const remove = await screen.findByRole('dialog', { name: 'I-delete ang Photo' });
      expect(englishLeft(remove, names)).toEqual([]);
      await user.keyboard('{Escape}');

      act(
        () =>
          void openModal('image-upload-error', {
            failures: [
              { filename: 'photo.jpg', err_msg: 'The file is too large' },
              { filename: 'photo2.jpg', err_msg: 'The file is too large' },
            ],
          }),
      );
      const failed = await screen.findByRole('dialog', { name: 'HINDI NA-UPLOAD ANG IMAGE' });
      expect(englishLeft(failed, [...names, 'photo2.jpg'])).toEqual([]);
    },
  );
});
