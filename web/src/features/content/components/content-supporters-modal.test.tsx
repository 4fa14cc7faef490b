import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BuyerRecord } from '@pixel/contract';
import { buildProfile, buildUser, mockApi, pageOf, renderApp } from '@/testing/test-utils';
import { buildPhotoPost } from '../testing/photo-builders';

describe('Content Supporters', () => {
  it('lists the buyers for the creator, with Load More while pages remain', async () => {
    const post = buildPhotoPost({
      creator: {
        page_url: 'juan',
        page_name: 'Juan dela Cruz',
        avatar: null,
        avatar_variants: { WH100: null },
      },
      purchase_count: 2,
    });
    const record = (name: string, pageUrl: string | null, id: string): BuyerRecord => ({
      buyer: { page_url: pageUrl, page_name: name },
      date: '2026-11-20T07:05:00.000Z',
      payment_id: id,
    });
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/profile/juan': {
        body: { data: buildProfile({ page_url: 'juan', page_name: 'Juan dela Cruz', is_owner: true }) },
      },
      'GET /v1/profile/content/images/juan': pageOf([post]),
      [`GET /v1/user/content/images/buyers/image/${post.id}`]: ({ url }) =>
        url.searchParams.get('page') === '2'
          ? pageOf([record('Anonymous', null, 'p2')], { current_page: 2, last_page: 2 })
          : pageOf([record('Ana Reyes', 'ana', 'p1')], { current_page: 1, last_page: 2 }),
    });
    renderApp('/juan/pixel-snap');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '2 purchases' }));

    const dialog = await screen.findByRole('dialog', { name: 'Visible to you only' });
    expect(await within(dialog).findByText(/purchased this content/)).toHaveTextContent(
      'Ana Reyes purchased this content',
    );
    expect(within(dialog).getByRole('link', { name: 'Ana Reyes' })).toHaveAttribute('href', '/ana');
    expect(dialog).toHaveTextContent('Nov 20, 2026 at 3:05 pm');
    await user.click(within(dialog).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(dialog).getAllByText(/purchased this content/)).toHaveLength(2));
    expect(within(dialog).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });
});
