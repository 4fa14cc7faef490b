import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommissionType } from '@pixel/contract';
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
import { buildType, typeId } from '../testing/commission-builders';

const referenceId = '5d1c1f0e-8a59-4c1e-9b7a-0000000000f1';

/** The upload of a reference image: answers at once with the stored image, as the server does. */
class ReferenceUpload {
  upload = {};
  withCredentials = false;
  status = 201;
  responseText = JSON.stringify({
    data: {
      id: referenceId,
      url: `/v1/user/commissions/references/${referenceId}`,
      content_type: 'image/png',
      size: 70,
    },
  });
  onload: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    setTimeout(() => this.onload?.());
  }
  abort() {}
}

afterEach(() => vi.unstubAllGlobals());

function openShop({ types, products = [] }: { types: CommissionType[]; products?: unknown[] }) {
  mockApi({
    'GET /v1/user/profile': unauthorized,
    'GET /v1/site/config': siteConfig,
    'GET /v1/profile/maria': { body: { data: buildProfile() } },
    'GET /v1/profile/maria/gifts': pageOf([]),
    'GET /v1/profile/maria/shop': { body: { data: products } },
    'GET /v1/profile/maria/commissions': { body: { data: types } },
  });
  renderApp('/maria/shop');
}

function openRequest(
  type: CommissionType,
  { viewer = { body: { data: buildUser() } }, send }: { viewer?: MockResponse; send?: MockResponse } = {},
) {
  const fetchMock = mockApi({
    'GET /v1/user/profile': viewer,
    'GET /v1/site/config': siteConfig,
    'GET /v1/profile/maria': { body: { data: buildProfile() } },
    'GET /v1/profile/maria/gifts': pageOf([]),
    [`GET /v1/commissions/types/${typeId}`]: { body: { data: type } },
    ...(send && { [`POST /v1/commissions/types/${typeId}/requests`]: send }),
  });
  const view = renderApp(`/maria/shop/commissions/${typeId}`);
  return { fetchMock, ...view };
}

describe('the Shop tab’s commissions', () => {
  it('lists each type with its price or range, its slots and how it is paid, even with no products', async () => {
    openShop({
      types: [
        buildType(),
        buildType({
          id: '5d1c1f0e-8a59-4c1e-9b7a-0000000000c2',
          title: 'Shout-out video',
          price_mode: 'range',
          price: '200.00',
          max_price: '500.00',
          down_payment_percent: null,
          is_open: false,
        }),
      ],
    });
    const portrait = await screen.findByRole('link', { name: /^Pet portrait ₱1,000.00 2 of 3 slots open/ });
    expect(portrait).toHaveAttribute('href', `/maria/shop/commissions/${typeId}`);
    expect(within(portrait).getByText('30% down payment, the rest before delivery')).toBeInTheDocument();
    const shoutOut = screen.getByRole('link', { name: /^Shout-out video ₱200.00 to ₱500.00 Closed/ });
    expect(within(shoutOut).getByText('Paid in full with the request')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Commissions' })).toBeInTheDocument();
    // the first test of the file loads the creator page's code
  }, 30_000);

  it('is the empty tab when there are neither products nor commissions', async () => {
    openShop({ types: [] });
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Commissions' })).not.toBeInTheDocument();
  });
});

describe('a commission’s request page', () => {
  it('sends a visitor to log in, and back here after', async () => {
    const { router } = openRequest(buildType(), { viewer: unauthorized });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent(`/maria/shop/commissions/${typeId}`)}`,
    );
  });

  it('sends the brief, a reference, the offer and the number, and shows what is paid now and later', async () => {
    vi.stubGlobal('XMLHttpRequest', ReferenceUpload);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const { fetchMock } = openRequest(
      buildType({ price_mode: 'range', price: '500.00', max_price: '2000.00', down_payment_percent: 30 }),
      {
        send: { body: { data: { link_url: 'https://pay.test/c/1', reference: 'C-1', request_id: typeId } } },
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: 'Your brief' }));
    await user.paste('My cat Mingming');
    const offer = screen.getByRole('textbox', { name: 'Your offer (₱)' });
    await user.clear(offer);
    await user.type(offer, '1000');
    expect(screen.getByText('A 30% down payment')).toBeInTheDocument();
    expect(screen.getByText('₱300.00')).toBeInTheDocument();
    expect(screen.getByText('₱700.00')).toBeInTheDocument();

    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File(['png'], 'mingming.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Reference image 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /Mobile number/ }));
    await user.paste('09171234567');
    await user.click(screen.getByRole('button', { name: 'Request and pay ₱300.00' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/c/1'));
    expect(sentBodies(fetchMock, `POST /v1/commissions/types/${typeId}/requests`)[0]).toMatchObject({
      brief: 'My cat Mingming',
      amount: '1000',
      reference_ids: [referenceId],
      mobile_number: '917 1234 567',
      success_redirect_url: 'http://localhost/dashboard/commissions?payment=paid',
    });
    // a form filled field by field, with an upload
  }, 30_000);

  it('says why a full type refuses the request, above its button', async () => {
    openRequest(buildType(), {
      send: {
        status: 409,
        body: {
          exception: 'ConflictException',
          message: 'All slots of this commission are taken.',
          message_key: 'commissionFull',
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: 'Your brief' }));
    await user.paste('A portrait');
    await user.click(screen.getByRole('button', { name: 'Request and pay ₱300.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('All slots of this commission are taken.');
  });

  it('says a closed type takes no request, with no form', async () => {
    openRequest(buildType({ is_open: false }));
    expect(
      await screen.findByText('Maria Sketches is not taking requests for this commission now.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your brief' })).not.toBeInTheDocument();
  });
});
