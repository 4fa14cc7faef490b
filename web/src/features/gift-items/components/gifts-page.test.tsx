import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GiftItem } from '@pixel/contract';
import { buildUser, creatorHome, mockApi, renderApp } from '@/testing/test-utils';

const maria = {
  page_url: 'maria',
  page_name: 'Maria Sketches',
  avatar: null,
  avatar_variants: { WH100: null },
};

let sequence = 0;
function gift(overrides: Partial<GiftItem> = {}): GiftItem {
  sequence += 1;
  return {
    id: `gi_${sequence}`,
    kind: 'membership',
    status: 'delivered',
    creator: maria,
    tier: { id: 'tier_1', name: 'Gold' },
    months: 3,
    post: null,
    amount: '450.00',
    recipient: { kind: 'page', value: 'ana' },
    from_name: 'Juan dela Cruz',
    message: null,
    is_anonymous: false,
    deliver_on: null,
    delivered_at: '2026-11-30T04:00:00.000Z',
    expires_at: '2027-02-28T04:00:00.000Z',
    claimed_at: null,
    refunded_at: null,
    created_at: '2026-11-30T03:00:00.000Z',
    ...overrides,
  };
}

const sent = [
  gift({ status: 'scheduled', deliver_on: '2026-12-24', delivered_at: null, expires_at: null }),
  gift({ status: 'delivered', recipient: { kind: 'email', value: 'ana@example.com' }, is_anonymous: true }),
  gift({
    status: 'claimed',
    months: 1,
    amount: '150.00',
    recipient: { kind: 'mobile', value: '9171234567' },
  }),
  gift({
    status: 'refunded',
    kind: 'post',
    tier: null,
    months: null,
    post: { id: 'post_1', type: 'image_collection' },
    amount: '49.00',
  }),
];
const received = [gift({ status: 'delivered', recipient: null, from_name: 'Someone', is_anonymous: true })];

function openGifts(url = '/dashboard/gifts') {
  mockApi({
    'GET /v1/user/profile': { body: { data: buildUser() } },
    'GET /v1/user/home': creatorHome,
    'GET /v1/user/gift-items': ({ url: asked }) => ({
      body: { data: asked.searchParams.get('side') === 'received' ? received : sent },
    }),
  });
  return renderApp(url);
}

const rows = async () => screen.findAllByTestId('gift-row');

describe('the Gifts page', () => {
  it('lists the gifts sent: what, to whom, the status in words and the amount', async () => {
    openGifts();
    expect(await screen.findByRole('heading', { name: 'Gifts', level: 1 })).toBeInTheDocument();
    const [scheduled, delivered, claimed, refunded] = await rows();
    expect(scheduled).toHaveTextContent('Maria Sketches · 3 months of Gold');
    expect(scheduled).toHaveTextContent('To @ana');
    expect(scheduled).toHaveTextContent('Scheduled for Dec 24, 2026');
    expect(scheduled).toHaveTextContent('₱450.00');
    expect(delivered).toHaveTextContent('To ana@example.com');
    expect(delivered).toHaveTextContent('Sent without your name');
    expect(delivered).toHaveTextContent('Delivered');
    expect(claimed).toHaveTextContent('1 month of Gold');
    expect(claimed).toHaveTextContent('To +63 917 1234 567');
    expect(claimed).toHaveTextContent('Claimed');
    expect(refunded).toHaveTextContent('Maria Sketches · Slide');
    expect(refunded).toHaveTextContent('Refunded');
    expect(refunded).toHaveTextContent('₱49.00');
  });

  it('lists the gifts received, from "Someone" when the giver chose so', async () => {
    openGifts();
    await rows();
    await userEvent.click(screen.getByRole('tab', { name: 'Received' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Received' });
    const [row] = await within(panel).findAllByTestId('gift-row');
    expect(row).toHaveTextContent('From Someone');
    expect(row).toHaveTextContent('Delivered');
  });

  it('says a paid gift is on its way, or on which day it goes', async () => {
    const { unmount } = openGifts('/dashboard/gifts?gift=paid&reference=GI-1');
    expect(await screen.findByText('Your gift is on its way.')).toBeInTheDocument();
    unmount();
    openGifts('/dashboard/gifts?gift=paid&deliver_on=2026-12-24&reference=GI-1');
    expect(await screen.findByText('It will be delivered on Dec 24, 2026.')).toBeInTheDocument();
  });

  it('is in the dashboard menu', async () => {
    openGifts('/dashboard/gifts');
    expect(await screen.findByRole('link', { name: 'Gifts' })).toHaveAttribute('href', '/dashboard/gifts');
  });
});
