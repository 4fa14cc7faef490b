import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildUser, mockApi, pageOf, renderApp } from '@/testing/test-utils';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildPhoto, buildPhotoPost, paidPricing } from './testing/photo-builders';

/** A Slide for sale whose first photo is a free sneak peek. */
const lockedSlide = () =>
  buildPhotoPost({
    type: 'image_collection',
    caption: 'Street set',
    is_payable: true,
    is_locked: true,
    pricing: { ...paidPricing, amount: '120.00' },
    images: [
      buildPhoto({ is_preview: true, position: 0 }),
      buildPhoto({ is_payable: true, is_locked: true, position: 1 }),
    ],
  });

describe('Snaps in Filipino', () => {
  it(
    'offers a Slide for sale and confirms its payment with no English left',
    { timeout: 15_000 },
    async () => {
      await inFilipino();
      mockApi({
        'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
        'GET /v1/profile/maria': { body: { data: buildProfile() } },
        'GET /v1/profile/content/images/maria': pageOf([lockedSlide()]),
      });
      renderApp('/maria/pixel-snap');
      const user = userEvent.setup();
      const card = await screen.findByRole('article');
      expect(within(card).getByText('Libreng silip · ₱120.00')).toBeInTheDocument();
      expect(within(card).getByRole('region', { name: 'Snap Slide, 2 na photo' })).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Tingnan ang Set' }));

      const confirm = await screen.findByRole('dialog', { name: 'Kumpirmahin ang bayad' });
      expect(confirm).toHaveTextContent('Bibilhin mo ang isang set ng 2 na photo sa halagang');
      expect(englishLeft(confirm, ['Maria', 'Sketches'])).toEqual([]);
    },
  );
});
