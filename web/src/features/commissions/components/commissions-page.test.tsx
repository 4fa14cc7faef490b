import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CommissionRequest, CommissionType } from '@pixel/contract';
import { buildUser, mockApi, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';
import { buildRequest, buildType, juan, requestId } from '../testing/commission-builders';

const own = { page_url: 'juan', page_name: 'Juan dela Cruz', avatar: null, avatar_variants: { WH100: null } };
const ana = { ...juan, page_url: 'ana', page_name: 'Ana Reyes' };
const received = (overrides: Partial<CommissionRequest> = {}) =>
  buildRequest({ side: 'creator', creator: own, supporter: ana, ...overrides });

function openHub({
  types = [],
  requests = [],
}: {
  types?: CommissionType[];
  requests?: CommissionRequest[];
}) {
  const fetchMock = mockApi({
    'GET /v1/user/profile': { body: { data: buildUser() } },
    'GET /v1/site/config': siteConfig,
    'GET /v1/user/commissions/types': { body: { data: types } },
    'GET /v1/user/commissions/received': { body: { data: requests } },
    'POST /v1/user/commissions/types': { status: 201, body: { data: buildType({ creator: own }) } },
    [`POST /v1/user/commissions/received/${requestId}/accept`]: {
      body: { data: received({ status: 'accepted', accepted_at: '2026-12-01T00:00:00.000Z' }) },
    },
  });
  renderApp('/dashboard/creator-hub/commissions');
  return fetchMock;
}

describe('the creator’s commissions', () => {
  it('makes a commission type with a range and a down payment', async () => {
    const fetchMock = openHub({});
    const user = userEvent.setup();
    expect(await screen.findByText('No requests yet. They show here once paid.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'New commission type' }));
    const form = screen.getByRole('heading', { name: 'New commission type' }).closest('form')!;
    await user.click(within(form).getByRole('textbox', { name: 'Title' }));
    await user.paste('Pet portrait');
    await user.click(within(form).getByRole('radio', { name: 'A range: the supporter makes an offer' }));
    await user.type(within(form).getByRole('textbox', { name: 'Least a supporter offers (₱)' }), '500');
    await user.type(within(form).getByRole('textbox', { name: 'Most a supporter offers (₱)' }), '2000');
    const slots = within(form).getByRole('textbox', { name: 'Slots' });
    await user.clear(slots);
    await user.type(slots, '3');
    await user.click(within(form).getByRole('switch', { name: /Ask for a down payment/ }));
    const percent = within(form).getByRole('textbox', { name: 'Down payment (%)' });
    await user.clear(percent);
    await user.type(percent, '30');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /v1/user/commissions/types')[0]).toEqual({
        title: 'Pet portrait',
        description: '',
        price_mode: 'range',
        price: '500',
        max_price: '2000',
        slots: 3,
        is_open: true,
        down_payment_percent: 30,
      }),
    );
    // a form filled field by field, on the first page of the file to load
  }, 30_000);

  it('lists a type with its slots taken, and accepts a request once confirmed', async () => {
    const fetchMock = openHub({
      types: [buildType({ creator: own, slots_left: 2 })],
      requests: [received()],
    });
    expect(await screen.findByText(/1 of 3 slots taken/)).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Pet portrait, Ana Reyes' });
    expect(within(card).getByText('My cat Mingming, sleeping')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept this request?' });
    expect(
      within(confirm).getByText('The ₱300.00 paid reaches your balance, and Ana Reyes is told you accepted.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /v1/user/commissions/received/${requestId}/accept`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, `POST /v1/user/commissions/received/${requestId}/accept`)).toHaveLength(1),
    );
    expect(await screen.findByText('Request accepted.')).toBeInTheDocument();
  });

  it('keeps Deliver off until a file is uploaded, once the balance is paid', async () => {
    openHub({
      requests: [
        received({
          status: 'balance_paid',
          accepted_at: '2026-12-01T00:00:00.000Z',
          started_at: '2026-12-01T00:00:00.000Z',
          balance_asked_at: '2026-12-02T00:00:00.000Z',
          balance_paid_at: '2026-12-02T01:00:00.000Z',
        }),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Pet portrait, Ana Reyes' });
    expect(within(card).getByRole('button', { name: 'Deliver' })).toBeDisabled();
    expect(within(card).getByText(/Upload the files first/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Upload a file' })).toBeInTheDocument();
  });
});
