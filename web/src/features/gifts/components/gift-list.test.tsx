import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { userQueryKey } from '@/features/auth';
import { AppProvider } from '@/app/provider';
import { setDrawingFirstScreen } from '@/lib/first-screen';
import { createQueryClient } from '@/lib/query-client';
import { buildGift, buildProfile, pageOf } from '@/testing/test-utils';
import { creatorGiftsQueryOptions } from '../api/get-creator-gifts';
import { GiftList } from './gift-list';

/** Renders the list with its first page already in the cache, as a creator page brings it; says whether
 * the first commit, the one the browser paints first, had the cards in it. */
function renderSeededList() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, null);
  queryClient.setQueryData(creatorGiftsQueryOptions('maria', null).queryKey, {
    pages: [pageOf([buildGift({ supporter_name: 'Bea', amount: '750.00' })]).body],
    pageParams: [1],
  });
  const firstCommit: { cards?: boolean; skeleton?: boolean } = {};
  function FirstCommit() {
    useLayoutEffect(() => {
      firstCommit.cards = screen.queryByText('Bea') !== null;
      firstCommit.skeleton = screen.queryByRole('status', { name: 'Loading gifts' }) !== null;
    }, []);
    return null;
  }
  render(
    <AppProvider queryClient={queryClient} env="test">
      <MemoryRouter>
        <GiftList creator={buildProfile({ page_url: 'maria' })} isOwner={false} />
        <FirstCommit />
      </MemoryRouter>
    </AppProvider>,
  );
  return firstCommit;
}

describe('the latest gifts a creator page brought with it', () => {
  afterEach(() => setDrawingFirstScreen(false));

  it("are drawn just after the app's first screen, which keeps the header's commit short", () => {
    setDrawingFirstScreen(true);
    const firstCommit = renderSeededList();
    expect(firstCommit).toEqual({ cards: false, skeleton: true });
    expect(screen.getByText('Bea')).toBeInTheDocument();
    expect(screen.getByText('₱750.00')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading gifts' })).not.toBeInTheDocument();
  });

  it('show at once, with no skeleton, when the list opens later (back on the Home tab)', () => {
    const firstCommit = renderSeededList();
    expect(firstCommit).toEqual({ cards: true, skeleton: false });
  });
});
