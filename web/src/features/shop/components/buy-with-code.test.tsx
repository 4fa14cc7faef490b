import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product, PromoQuote } from '@pixel/contract';
import {
  buildProfile,
  buildUser,
  mockApi,
  pageOf,
  renderApp,
  sentBodies,
  siteConfig,
  unauthorized,
  type MockResponse,
} from '@/testing/test-utils';

const productId = '5d1c1f0e-8a59-4c1e-9b7a-0000000000ab';

const product = (overrides: Partial<Product> = {}): Product => ({
  id: productId,
  creator: { page_url: 'maria', page_name: 'Maria Sketches', avatar: null, avatar_variants: { WH100: null } },
  name: 'Film presets',
  description: '',
  images: [],
  price_mode: 'fixed',
  price: '150.00',
  stock: null,
  one_per_buyer: true,
  status: 'active',
  sale_count: 0,
  files: [{ id: 'file_1', name: 'presets.zip', content_type: 'application/zip', size: 1024 }],
  includes: { posts: [], products: [] },
  is_purchased: false,
  created_at: '2026-11-30T00:00:00.000Z',
  ...overrides,
});

/** The quote of 20% off what is bought: the product's price, or the amount chosen. */
const twentyOff = (body: { amount?: string }): MockResponse => {
  const list = Number(body.amount ?? '150');
  const quote: PromoQuote = {
    list_price: list.toFixed(2),
    price: (list * 0.8).toFixed(2),
    discount: (list * 0.2).toFixed(2),
    applied: 'code',
    promo_code: 'PRESETS20',
    member_discount: null,
    every_period: false,
    member_price_better: false,
  };
  return { body: { data: quote } };
};

function openProduct(
  shown: Product,
  path: string,
  { viewer = unauthorized, buy }: { viewer?: MockResponse; buy?: MockResponse } = {},
) {
  const fetchMock = mockApi({
    'GET /v1/user/profile': viewer,
    'GET /v1/site/config': siteConfig,
    'GET /v1/profile/maria': { body: { data: buildProfile() } },
    'GET /v1/profile/maria/gifts': pageOf([]),
    [`GET /v1/shop/products/${productId}`]: { body: { data: shown } },
    'POST /v1/promo-codes/quote': ({ body }) => twentyOff(body as { amount?: string }),
    [`POST /v1/shop/products/${productId}/buy`]: buy ?? {
      body: { data: { link_url: '/sandbox/checkout/S-1', reference: 'S-1' } },
    },
  });
  renderApp(path);
  return fetchMock;
}

describe("a product's promo code", () => {
  it('is filled in from the link, takes its share off the price, and goes with the checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = openProduct(product(), `/maria/shop/${productId}?code=PRESETS20`, {
      viewer: { body: { data: buildUser() } },
    });
    expect(await screen.findByLabelText('Promo code')).toHaveValue('PRESETS20');
    expect(await screen.findByTestId('promo-summary')).toHaveTextContent(
      'PRESETS20: ₱150.00 − ₱30.00 = ₱120.00',
    );
    expect(sentBodies(fetchMock, 'POST /v1/promo-codes/quote')[0]).toMatchObject({
      page_url: 'maria',
      kind: 'product',
      id: productId,
      promo_code: 'PRESETS20',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Buy for ₱120.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/S-1'));
    expect(sentBodies(fetchMock, `POST /v1/shop/products/${productId}/buy`)[0]).toMatchObject({
      promo_code: 'PRESETS20',
    });
  });

  it('comes off the amount a pay-what-you-want buyer chose, a guest too', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = openProduct(
      product({ price_mode: 'pay_what_you_want', price: '100.00' }),
      `/maria/shop/${productId}`,
    );
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: 'Your amount (₱)' });
    await user.clear(amount);
    await user.type(amount, '200');
    await user.type(screen.getByLabelText('Promo code'), 'PRESETS20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByTestId('promo-summary')).toHaveTextContent('PRESETS20: ₱200.00 − ₱40.00 = ₱160.00'),
    );
    expect(sentBodies(fetchMock, 'POST /v1/promo-codes/quote').at(-1)).toMatchObject({
      kind: 'product',
      amount: '200',
      promo_code: 'PRESETS20',
    });
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sentBodies(fetchMock, `POST /v1/shop/products/${productId}/buy`)[0]).toMatchObject({
      amount: '200',
      email: 'ana@example.com',
      promo_code: 'PRESETS20',
    });
  });

  it('says a code the checkout refused above the button', async () => {
    const message = 'This promo code has been used up.';
    openProduct(product(), `/maria/shop/${productId}?code=PRESETS20`, {
      viewer: { body: { data: buildUser() } },
      buy: {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'promoUsedUp',
          message,
          errors: { promo_code: [message] },
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy for ₱120.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says why a bundle with a post closed to the buyer is not sold to them', async () => {
    const message =
      'This bundle includes a post PIXEL closed to you after your copy of it was found shared elsewhere, so it cannot be bought.';
    openProduct(product(), `/maria/shop/${productId}`, {
      viewer: { body: { data: buildUser() } },
      buy: {
        status: 409,
        body: { exception: 'ConflictException', message_key: 'leakBundleClosed', message },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy for ₱150.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
