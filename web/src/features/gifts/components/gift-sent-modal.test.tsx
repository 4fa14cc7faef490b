import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentStatusResponse } from '@pixel/contract';
import { buildProfile, mockApi, pageOf, renderApp, unauthorized } from '@/testing/test-utils';

const payment = (status: PaymentStatusResponse['data']['status']) => ({
  body: {
    data: {
      reference: 'ref_1',
      status,
      kind: 'gift',
      amount: '150.00',
      creator: {
        page_url: 'maria',
        page_name: 'Maria Sketches',
        avatar: null,
        avatar_variants: { WH100: null },
      },
      beneficiary_message: { title: 'Salamat po!', message: 'Your gift keeps me drawing.\nSee you soon!' },
    },
  },
});

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('returning from the checkout', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('confirms the payment while it is pending, then shows Gift Sent with the creator message', async () => {
    let asked = 0;
    let supporters = 12;
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': () => ({ body: { data: buildProfile({ donation_count: supporters }) } }),
      'GET /v1/profile/maria/gifts': pageOf([]),
      'GET /v1/payments/ref_1': () => {
        asked += 1;
        if (asked < 3) return payment('pending');
        supporters = 13;
        return payment('paid');
      },
    });
    const { router } = renderApp('/maria?gift=sent&reference=ref_1');

    const dialog = await screen.findByRole('dialog', { name: 'Confirming your payment…' });
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await tick(1500);
    await tick(1500);

    await waitFor(() => expect(dialog).toHaveAccessibleName('Gift Sent'));
    expect(dialog).toHaveTextContent('₱150.00');
    expect(dialog).toHaveTextContent('Maria Sketches');
    expect(within(dialog).getByText('Salamat po!')).toBeInTheDocument();
    expect(within(dialog).getByText(/Your gift keeps me drawing\./)).toBeInTheDocument();
    expect(asked).toBe(3);
    // the page counts the new supporter
    expect(await screen.findByText('13')).toBeInTheDocument();

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says a payment of another amount is being returned, and thanks no one (decision 0066)', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/gifts': pageOf([]),
      'GET /v1/payments/ref_1': {
        body: {
          data: {
            ...payment('refunded').body.data,
            beneficiary_message: {
              title: 'Your payment is being returned',
              message:
                'The amount paid (₱3,615.00) was not the ₱150.00 you chose, so nothing was sent to Maria Sketches.',
            },
          },
        },
      },
    });
    renderApp('/maria?gift=sent&reference=ref_1');

    const dialog = await screen.findByRole('dialog', { name: 'Your payment is being returned' });
    expect(dialog).toHaveTextContent('The amount paid (₱3,615.00) was not the ₱150.00 you chose');
    expect(dialog).not.toHaveTextContent('Gift Sent');
    expect(dialog).not.toHaveTextContent('Salamat po!');
  });

  it('stops asking after 40 seconds and says the payment is still being confirmed', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/gifts': pageOf([]),
      'GET /v1/payments/ref_1': payment('pending'),
    });
    renderApp('/maria?gift=sent&reference=ref_1');
    const dialog = await screen.findByRole('dialog', { name: 'Confirming your payment…' });

    for (let second = 0; second < 44; second += 1.5) await tick(1500);

    await waitFor(() => expect(dialog).toHaveAccessibleName('Still confirming your payment'));
    const asked = fetchMock.mock.calls.filter(([url]) => String(url).includes('/v1/payments/')).length;
    await tick(6000);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/v1/payments/'))).toHaveLength(asked);
  });

  it('says so when the checkout was cancelled', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/gifts': pageOf([]),
    });
    const { router } = renderApp('/maria?gift=cancelled&reference=ref_1');

    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    expect(screen.getByText('Your gift was not sent, and no money was taken.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
