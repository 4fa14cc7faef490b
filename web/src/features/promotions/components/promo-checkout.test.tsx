import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MembershipTier, PromoQuote } from '@pixel/contract';
import {
  buildProfile,
  buildUser,
  mockApi,
  pageOf,
  renderApp,
  sentBodies,
  type MockResponse,
} from '@/testing/test-utils';

const goldId = '0b6a4f4e-2d7c-4c61-9d0e-000000000001';

const gold: MembershipTier = {
  id: goldId,
  name: 'Gold',
  price: '150.00',
  description: null,
  image: null,
  benefits: [],
  discount_6_months: 0,
  discount_12_months: 0,
  member_post_discount: 0,
  offers_trial: false,
  prices: [],
  position: 0,
  status: 'visible',
  member_count: 4,
  created_at: '2026-11-01T00:00:00.000Z',
};

const quoted = (overrides: Partial<PromoQuote> = {}): MockResponse => ({
  body: {
    data: {
      list_price: '150.00',
      price: '120.00',
      discount: '30.00',
      applied: 'code',
      promo_code: 'SKETCH20',
      member_discount: null,
      every_period: false,
      member_price_better: false,
      ...overrides,
    },
  },
});

const refused = (message: string): MockResponse => ({
  status: 422,
  body: {
    exception: 'ValidationException',
    message_key: 'promoExpired',
    message,
    errors: { promo_code: [message] },
  },
});

const membershipPage = (quote: (body: { promo_code?: string; months?: number }) => MockResponse) =>
  mockApi({
    'GET /v1/user/profile': { body: { data: buildUser() } },
    'GET /v1/profile/maria': { body: { data: buildProfile() } },
    'GET /v1/profile/maria/gifts': pageOf([]),
    'GET /v1/profile/memberships/tiers/maria': {
      body: { data: { tiers: [gold], show_member_counts: true, membership: null } },
    },
    'POST /v1/promo-codes/quote': ({ body }) => quote(body as { promo_code?: string; months?: number }),
    'POST /v1/memberships/join': { body: { data: { link_url: '/sandbox/checkout/M-1', reference: 'M-1' } } },
  });

describe("Join's promo code", () => {
  it("is filled in from the page's link and shows the price before and after, and goes with the checkout", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = membershipPage((body) =>
      body.months === 3 ? quoted({ list_price: '450.00', price: '360.00', discount: '90.00' }) : quoted(),
    );
    renderApp('/maria/membership?code=SKETCH20');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Gold' });

    expect(within(dialog).getByLabelText('Promo code')).toHaveValue('SKETCH20');
    const total = within(dialog).getByTestId('join-total');
    await waitFor(() => expect(within(total).getByTestId('price-after')).toHaveTextContent('₱120.00'));
    expect(within(total).getByTestId('price-before')).toHaveTextContent('Before: ₱150.00');
    expect(within(dialog).getByTestId('promo-summary')).toHaveTextContent(
      'SKETCH20: ₱150.00 − ₱30.00 = ₱120.00',
    );

    // another period is asked about anew
    await user.click(within(dialog).getByRole('radio', { name: /^3 months/ }));
    await waitFor(() => expect(within(total).getByTestId('price-after')).toHaveTextContent('₱360.00'));

    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/M-1'));
    expect(sentBodies(fetchMock, 'POST /v1/memberships/join')[0]).toMatchObject({
      tier_id: goldId,
      months: 3,
      promo_code: 'SKETCH20',
    });
  });

  it('says why a code does not apply, keeps the full price and sends no code', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = membershipPage(() => refused('This promo code ended on 2026-11-29.'));
    renderApp('/maria/membership');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Gold' });
    // no code, no question asked
    expect(sentBodies(fetchMock, 'POST /v1/promo-codes/quote')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Promo code'), 'OLDCODE');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('This promo code ended on 2026-11-29.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/promo-codes/quote')[0]).toMatchObject({
      page_url: 'maria',
      kind: 'membership',
      id: goldId,
      months: 1,
      promo_code: 'OLDCODE',
    });
    const total = within(dialog).getByTestId('join-total');
    expect(within(total).getByTestId('price-after')).toHaveTextContent('₱150.00');
    expect(within(total).queryByTestId('price-before')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sentBodies(fetchMock, 'POST /v1/memberships/join')[0]).not.toHaveProperty('promo_code');
  });
});
