import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Product, PromoCode } from '@pixel/contract';
import { buildUser, mockApi, pageOf, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';

const user = buildUser();
const pageUrl = user.profile.page_url;
const tierId = '0b6a4f4e-2d7c-4c61-9d0e-000000000001';
const presetsId = '0b6a4f4e-2d7c-4c61-9d0e-0000000000a1';

function buildCode(overrides: Partial<PromoCode> = {}): PromoCode {
  return {
    id: '5d1c1f0e-8a59-4c1e-9b7a-000000000001',
    code: 'SUMMER20',
    discount_type: 'percent',
    percent_off: 20,
    amount_off: null,
    applies_to: 'everything',
    tier_ids: [],
    post_ids: [],
    product_ids: [],
    duration: 'first_period',
    max_uses: 50,
    max_uses_per_person: 1,
    starts_on: null,
    ends_on: '2026-12-31',
    uses: 12,
    open_checkouts: 2,
    status: 'active',
    created_at: '2026-11-20T00:00:00.000Z',
    archived_at: null,
    ...overrides,
  };
}

const archivedCode = buildCode({
  id: '5d1c1f0e-8a59-4c1e-9b7a-000000000002',
  code: 'LAUNCH',
  discount_type: 'fixed',
  percent_off: null,
  amount_off: '50.00',
  status: 'archived',
  archived_at: '2026-11-25T00:00:00.000Z',
});

const mockPage = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /v1/user/profile': { body: { data: user } },
    'GET /v1/site/config': siteConfig,
    'GET /v1/user/promo-codes': { body: { data: [buildCode(), archivedCode] } },
    'GET /v1/user/memberships/tiers': { body: { data: [] } },
    [`GET /v1/profile/content/images/${pageUrl}`]: pageOf([]),
    'GET /v1/user/shop/products': { body: { data: [] } },
    ...extra,
  });

describe('the promo codes page', () => {
  it('lists the codes with their discount, uses and status, live ones first', async () => {
    mockPage();
    renderApp('/dashboard/creator-hub/promo-codes');
    const summer = await screen.findByRole('article', { name: 'SUMMER20' });
    expect(summer).toHaveTextContent(
      '20% off · Every tier, paid post and product · The first period of a membership',
    );
    expect(summer).toHaveTextContent(
      'Uses: 12 of 50 · Checkouts open: 2 · Each person: 1 · Until 2026-12-31',
    );
    expect(within(summer).getByText('Active')).toBeInTheDocument();
    const launch = screen.getByRole('article', { name: 'LAUNCH' });
    expect(launch).toHaveTextContent('₱50.00 off');
    expect(within(launch).getByText('Archived')).toBeInTheDocument();
    // an archived code is only there to read
    expect(within(launch).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Archived' })).toBeInTheDocument();
  });

  it('copies the link that fills the code in at the Membership tab', async () => {
    mockPage();
    renderApp('/dashboard/creator-hub/promo-codes');
    const clicker = userEvent.setup();
    const summer = await screen.findByRole('article', { name: 'SUMMER20' });
    await clicker.click(within(summer).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/${pageUrl}/membership?code=SUMMER20`,
    );
  });

  it('checks a new code before sending it, then sends what the form says', async () => {
    const fetchMock = mockPage({
      'POST /v1/user/promo-codes': {
        status: 201,
        body: { data: buildCode({ id: '5d1c1f0e-8a59-4c1e-9b7a-000000000003', code: 'VIP-10' }) },
      },
    });
    renderApp('/dashboard/creator-hub/promo-codes');
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByRole('button', { name: 'New promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promo code' });

    await clicker.type(within(dialog).getByLabelText(/^Code/), 'no way');
    await clicker.type(within(dialog).getByLabelText(/^Percent off/), '120');
    await clicker.click(within(dialog).getByRole('button', { name: 'Make code' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Code/)).toHaveAccessibleDescription(
        /A promo code is 3 to 24 letters, digits or dashes\./,
      ),
    );
    expect(within(dialog).getByLabelText(/^Percent off/)).toHaveAccessibleDescription(
      'The percent off must not be greater than 99.',
    );
    expect(sentBodies(fetchMock, 'POST /v1/user/promo-codes')).toHaveLength(0);

    await clicker.clear(within(dialog).getByLabelText(/^Code/));
    await clicker.type(within(dialog).getByLabelText(/^Code/), 'VIP-10');
    await clicker.click(within(dialog).getByRole('radio', { name: 'An amount off' }));
    await clicker.type(within(dialog).getByLabelText(/^Amount off, in pesos/), '25');
    await clicker.click(within(dialog).getByRole('radio', { name: 'Every period, while the code lasts' }));
    await clicker.type(within(dialog).getByLabelText(/^Uses in all/), '100');
    await clicker.click(within(dialog).getByRole('button', { name: 'Make code' }));

    await waitFor(() => expect(sentBodies(fetchMock, 'POST /v1/user/promo-codes')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST /v1/user/promo-codes')[0]).toEqual({
      code: 'VIP-10',
      discount_type: 'fixed',
      percent_off: null,
      amount_off: '25',
      applies_to: 'everything',
      tier_ids: [],
      post_ids: [],
      product_ids: [],
      duration: 'every_period',
      max_uses: 100,
      max_uses_per_person: 1,
      starts_on: null,
      ends_on: null,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New promo code' })).not.toBeInTheDocument(),
    );
  });

  it('makes a code for a product of the shop, whose link opens that product with the code', async () => {
    const presets: Product = {
      id: presetsId,
      creator: { page_url: pageUrl, page_name: 'Maria', avatar: null, avatar_variants: { WH100: null } },
      name: 'Film presets',
      description: '',
      images: [],
      price_mode: 'fixed',
      price: '150.00',
      stock: null,
      one_per_buyer: true,
      status: 'active',
      sale_count: 0,
      files: [],
      includes: { posts: [], products: [] },
      is_purchased: false,
      created_at: '2026-11-30T00:00:00.000Z',
    };
    const made = buildCode({
      id: '5d1c1f0e-8a59-4c1e-9b7a-000000000004',
      code: 'PRESETS',
      applies_to: 'chosen',
      product_ids: [presetsId],
    });
    const fetchMock = mockPage({
      'GET /v1/user/promo-codes': { body: { data: [made, buildCode()] } },
      'GET /v1/user/shop/products': { body: { data: [presets] } },
      'POST /v1/user/promo-codes': { status: 201, body: { data: made } },
    });
    renderApp('/dashboard/creator-hub/promo-codes');
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByRole('button', { name: 'New promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promo code' });
    await clicker.type(within(dialog).getByLabelText(/^Code/), 'PRESETS');
    await clicker.type(within(dialog).getByLabelText(/^Percent off/), '20');
    await clicker.click(
      within(dialog).getByRole('radio', { name: 'Only the tiers, posts and products I choose' }),
    );
    await clicker.click(within(dialog).getByLabelText('Products of your shop', { selector: 'input' }));
    await clicker.click(await screen.findByRole('option', { name: 'Film presets (₱150.00)' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Make code' }));

    await waitFor(() => expect(sentBodies(fetchMock, 'POST /v1/user/promo-codes')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST /v1/user/promo-codes')[0]).toMatchObject({
      code: 'PRESETS',
      applies_to: 'chosen',
      tier_ids: [],
      post_ids: [],
      product_ids: [presetsId],
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New promo code' })).not.toBeInTheDocument(),
    );
    const card = screen.getByRole('article', { name: 'PRESETS' });
    expect(card).toHaveTextContent('Chosen tiers, posts and products');
    await clicker.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/${pageUrl}/shop/${presetsId}?code=PRESETS`,
    );
  });

  it("shows the server's refusal under its field", async () => {
    mockPage({
      'GET /v1/user/memberships/tiers': {
        body: {
          data: [
            {
              id: tierId,
              name: 'Gold',
              price: '100.00',
              description: null,
              image: null,
              benefits: [],
              discount_6_months: 0,
              discount_12_months: 0,
              member_post_discount: 0,
              prices: [],
              position: 0,
              status: 'visible',
              member_count: 0,
              created_at: '2026-11-01T00:00:00.000Z',
            },
          ],
        },
      },
      'POST /v1/user/promo-codes': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'promoCodeTaken',
          message: 'You already have this promo code. Codes are the same whatever their case.',
          errors: { code: ['You already have this promo code. Codes are the same whatever their case.'] },
        },
      },
    });
    renderApp('/dashboard/creator-hub/promo-codes');
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByRole('button', { name: 'New promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promo code' });
    await clicker.type(within(dialog).getByLabelText(/^Code/), 'summer20');
    await clicker.type(within(dialog).getByLabelText(/^Percent off/), '15');
    await clicker.click(within(dialog).getByRole('button', { name: 'Make code' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Code/)).toHaveAccessibleDescription(
        /You already have this promo code\./,
      ),
    );
  });

  it('archives a code once confirmed', async () => {
    const fetchMock = mockPage({
      [`POST /v1/user/promo-codes/${buildCode().id}/archive`]: {
        body: { data: buildCode({ status: 'archived', archived_at: '2026-11-30T00:00:00.000Z' }) },
      },
    });
    renderApp('/dashboard/creator-hub/promo-codes');
    const clicker = userEvent.setup();
    const summer = await screen.findByRole('article', { name: 'SUMMER20' });
    await clicker.click(within(summer).getByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archive SUMMER20?' });
    await clicker.click(within(confirm).getByRole('button', { name: 'Archive code' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, `POST /v1/user/promo-codes/${buildCode().id}/archive`)).toHaveLength(1),
    );
  });
});
