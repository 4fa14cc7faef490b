import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LibraryItem, Product } from '@pixel/contract';
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

const maria = {
  page_url: 'maria',
  page_name: 'Maria Sketches',
  avatar: null,
  avatar_variants: { WH100: null },
};
const productId = '5d1c1f0e-8a59-4c1e-9b7a-0000000000aa';

function buildProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: productId,
    creator: maria,
    name: 'Film presets',
    description: 'Twelve presets for #film looks',
    images: [],
    price_mode: 'fixed',
    price: '150.00',
    stock: null,
    one_per_buyer: true,
    status: 'active',
    sale_count: 0,
    files: [{ id: 'file_1', name: 'presets.zip', content_type: 'application/zip', size: 20 * 1024 * 1024 }],
    includes: { posts: [], products: [] },
    is_purchased: false,
    created_at: '2026-11-30T00:00:00.000Z',
    ...overrides,
  };
}

function buildItem(overrides: Partial<LibraryItem> = {}): LibraryItem {
  return {
    purchase_id: 'purchase_1',
    reference: 'S-ABC',
    status: 'paid',
    amount: '150.00',
    paid_at: '2026-11-30T01:00:00.000Z',
    product: { id: productId, name: 'Film presets', images: [], creator: maria },
    through: null,
    files: [
      {
        id: 'file_1',
        name: 'presets.zip',
        content_type: 'application/zip',
        size: 20 * 1024 * 1024,
        url: 'https://pixel.test/v1/shop/files/file_1?signature=x',
        downloads_left: 7,
      },
    ],
    ...overrides,
  };
}

/** A visitor (or `viewer`) opens Maria's product page. */
function openProduct(
  product: Product,
  { viewer = unauthorized, buy }: { viewer?: MockResponse; buy?: MockResponse } = {},
) {
  const fetchMock = mockApi({
    'GET /v1/user/profile': viewer,
    'GET /v1/site/config': siteConfig,
    'GET /v1/profile/maria': { body: { data: buildProfile() } },
    'GET /v1/profile/maria/gifts': pageOf([]),
    [`GET /v1/shop/products/${productId}`]: { body: { data: product } },
    ...(buy && { [`POST /v1/shop/products/${productId}/buy`]: buy }),
  });
  renderApp(`/maria/shop/${productId}`);
  return fetchMock;
}

describe('a product’s page', () => {
  it('shows its files and asks a visitor for an email and a pay-what-you-want amount', async () => {
    const fetchMock = openProduct(buildProduct({ price_mode: 'pay_what_you_want', price: '50.00' }), {
      buy: {
        status: 422,
        body: {
          exception: 'ValidationException',
          message: 'The amount must be at least ₱50.00.',
          message_key: 'productAmountBelowMinimum',
          errors: { amount: ['The amount must be at least ₱50.00.'] },
          error_keys: { amount: ['productAmountBelowMinimum'] },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Film presets' })).toBeInTheDocument();
    expect(screen.getByText('Pay what you want, from ₱50.00')).toBeInTheDocument();
    expect(screen.getByText('presets.zip (20.0 MB)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#film' })).toBeInTheDocument();

    const user = userEvent.setup();
    const amount = screen.getByRole('textbox', { name: 'Your amount (₱)' });
    await user.clear(amount);
    await user.type(amount, '20');
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('The amount must be at least ₱50.00.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /v1/shop/products/${productId}/buy`)[0]).toMatchObject({
      amount: '20',
      email: 'ana@example.com',
    });
  });

  it('sends its buyer to their library instead of Buy', async () => {
    openProduct(buildProduct({ is_purchased: true }), { viewer: { body: { data: buildUser() } } });
    expect(await screen.findByText('You have this. Find its files in your library.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my library' })).toHaveAttribute(
      'href',
      '/dashboard/downloads',
    );
    expect(screen.queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
  });

  it('says when it is sold out, with no Buy', async () => {
    openProduct(buildProduct({ stock: 0 }));
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
  });
});

describe('my downloads', () => {
  it('lists each file with its download and what is left of today’s', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/shop/library': {
        body: {
          data: [
            buildItem(),
            buildItem({
              purchase_id: 'purchase_2',
              product: { id: 'p2', name: 'Brushes', images: [], creator: maria },
              through: { id: 'p3', name: 'Everything' },
              files: [{ ...buildItem().files[0]!, id: 'file_2', name: 'brushes.zip', downloads_left: 0 }],
            }),
          ],
        },
      },
    });
    renderApp('/dashboard/downloads');
    const download = await screen.findByRole('link', { name: 'Download presets.zip' });
    expect(download).toHaveAttribute('href', 'https://pixel.test/v1/shop/files/file_1?signature=x');
    expect(screen.getByText('7 downloads left today')).toBeInTheDocument();
    expect(screen.getByText(/Included in Everything/)).toBeInTheDocument();
    // none left today: the name is there, the link is not
    expect(screen.queryByRole('link', { name: 'Download brushes.zip' })).not.toBeInTheDocument();
    expect(screen.getByText('No downloads left today. Try again tomorrow.')).toBeInTheDocument();
  });
});

describe('my shop', () => {
  it('makes a product from the form', async () => {
    const made = buildProduct({ files: [] });
    const fetchMock = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/shop/products': { body: { data: [] } },
      'POST /v1/user/shop/products': { status: 201, body: { data: made } },
      [`GET /v1/profile/content/images/${buildUser().profile.page_url}`]: pageOf([]),
    });
    renderApp('/dashboard/creator-hub/shop');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New product' }));
    const form = screen.getByRole('heading', { name: 'New product' }).closest('form')!;
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Film presets');
    await user.type(within(form).getByRole('textbox', { name: 'Price (₱)' }), '150');
    await user.type(within(form).getByRole('textbox', { name: 'Stock' }), '20');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /v1/user/shop/products')[0]).toMatchObject({
        name: 'Film presets',
        price: '150',
        price_mode: 'fixed',
        stock: 20,
        one_per_buyer: 1,
      }),
    );
  });
});
