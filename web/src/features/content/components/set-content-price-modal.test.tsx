import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PriceTier } from '@pixel/contract';
import { openModal } from '@/lib/modals';
import { mockApi, pageOf, renderApp, unauthorized } from '@/testing/test-utils';

const tier = (price_id: number, price: string): PriceTier => ({
  price_id,
  price,
  price_label: `₱${price}`,
  name: price_id === 1 ? 'PIXEL - Free' : `PIXEL - ${price}`,
  description: null,
  is_suggested: true,
});

describe('Set Content Price', () => {
  it('lists the free tier first, keeps digits and dots in the search and searches 500 ms after typing', async () => {
    const searches: (string | null)[] = [];
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/user/prices': ({ url }) => {
        searches.push(url.searchParams.get('search'));
        // the suggested tiers first; a search looks through them all
        expect(url.searchParams.get('suggested_prices_only')).toBe(
          url.searchParams.get('search') ? null : '1',
        );
        expect(url.searchParams.get('per_page')).toBe('15');
        return url.searchParams.get('search')
          ? pageOf([tier(7, '50.00')])
          : pageOf([tier(5, '20.00'), tier(1, '0.00')], { last_page: 2 });
      },
    });
    renderApp('/legal/terms-and-conditions');
    // the page loads its code first; the modals open once the app is on screen
    await screen.findByRole('heading', { level: 1 });
    const onSelect = vi.fn();
    act(() => void openModal('set-content-price', { onSelect }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Content Price' });

    const list = await within(dialog).findByRole('list', { name: 'Prices' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['₱0.00PIXEL - Free', '₱20.00PIXEL - 20.00']);
    expect(within(dialog).getByRole('button', { name: 'Load more' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: 'Search price' }), '₱5a0');
    expect(within(dialog).getByRole('textbox', { name: 'Search price' })).toHaveValue('50');
    // nothing asked while typing
    expect(searches).toEqual([null]);

    await waitFor(() => expect(searches).toEqual([null, '50']), { timeout: 2000 });
    await user.click(await within(dialog).findByRole('button', { name: /₱50.00/ }));
    expect(onSelect).toHaveBeenCalledWith(tier(7, '50.00'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows a post's own price chosen, after the free tier, when the suggested tiers do not bring it", async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/user/prices': () => pageOf([tier(1, '0.00'), tier(7, '50.00')], { last_page: 2 }),
    });
    renderApp('/legal/terms-and-conditions');
    await screen.findByRole('heading', { level: 1 });
    const onSelect = vi.fn();
    const selectedPrice = {
      price_id: 40,
      price: '2000.00',
      price_label: '₱2,000.00',
      name: 'PIXEL - 2000.00',
    };
    act(() => void openModal('set-content-price', { selectedPriceId: 40, selectedPrice, onSelect }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Content Price' });

    const list = await within(dialog).findByRole('list', { name: 'Prices' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '₱0.00PIXEL - Free',
      '₱2,000.00PIXEL - 2000.00',
      '₱50.00PIXEL - 50.00',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
  });
});
