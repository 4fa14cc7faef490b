import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentStatusResponse } from '@pixel/contract';
import { inFilipino } from '@/testing/filipino';
import { buildUser, mockApi, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';

const paymongo = { public_key: 'pk_test_abc', api_url: 'https://api.paymongo.com' };
const withPaymongo = {
  body: { data: { ...(siteConfig.body as { data: object }).data, paymongo } },
};
const payment: PaymentStatusResponse = {
  data: {
    reference: 'M-7',
    status: 'pending',
    kind: 'membership',
    amount: '100.00',
    creator: {
      page_url: 'maria',
      page_name: 'Maria Sketches',
      avatar: null,
      avatar_variants: { WH100: null },
    },
    beneficiary_message: { title: 'Thank you', message: 'Welcome aboard' },
  },
};
const address = '/memberships/pay/pi_123?client_key=pi_123_client_abc&reference=M-7';
const returnPage = `${window.location.origin}/maria/membership?membership=joined&reference=M-7`;

/** What attaching answers: the payment intent PayMongo documents, in the status given. */
const intent = (attributes: Record<string, unknown>) => ({
  body: { data: { id: 'pi_123', type: 'payment_intent', attributes } },
});

function paymongoApi(attach: Parameters<typeof mockApi>[0][string], language: 'en' | 'fil' = 'en') {
  return mockApi({
    'GET /v1/user/profile': { body: { data: buildUser({ language }) } },
    'GET /v1/site/config': withPaymongo,
    'GET /v1/payments/M-7': { body: payment },
    'POST /v1/payment_methods': { body: { data: { id: 'pm_1', type: 'payment_method', attributes: {} } } },
    'POST /v1/payment_intents/pi_123/attach': attach,
  });
}

const assign = vi.fn();
/** Where the page sends the browser: `window.location.assign`, kept instead of followed. */
const watchNavigation = () =>
  vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
afterEach(() => assign.mockReset());

async function payByCard(cardNumber = '4343434343434345') {
  watchNavigation();
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), cardNumber);
  await user.type(screen.getByLabelText('Month (MM)'), '12');
  await user.type(screen.getByLabelText('Year (YY)'), '30');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Juan dela Cruz');
  await user.click(screen.getByRole('button', { name: 'Pay' }));
}

describe('paying a membership subscription’s first invoice', () => {
  it("sends the card to PayMongo with the public key, attaches it with the client key, and goes back to the creator's Membership tab once paid", async () => {
    const fetchMock = paymongoApi(intent({ status: 'succeeded' }));
    renderApp(address);
    // signed in: the account's email is filled in
    expect(await screen.findByLabelText('Email')).toHaveValue('juan@example.com');
    await payByCard('4343 4343 4343 4345');

    await waitFor(() => expect(assign).toHaveBeenCalledWith(returnPage));
    const toPaymongo = fetchMock.mock.calls.filter(([url]) => String(url).startsWith(paymongo.api_url));
    expect(toPaymongo.map(([url]) => String(url))).toEqual([
      'https://api.paymongo.com/v1/payment_methods',
      'https://api.paymongo.com/v1/payment_intents/pi_123/attach',
    ]);
    for (const [, init] of toPaymongo) {
      expect(new Headers(init?.headers).get('authorization')).toBe(`Basic ${btoa('pk_test_abc:')}`);
    }
    expect(sentBodies(fetchMock, 'POST /v1/payment_methods')).toEqual([
      {
        data: {
          attributes: {
            type: 'card',
            details: { card_number: '4343434343434345', exp_month: 12, exp_year: 30, cvc: '123' },
            billing: { name: 'Juan dela Cruz', email: 'juan@example.com' },
          },
        },
      },
    ]);
    expect(sentBodies(fetchMock, 'POST /v1/payment_intents/pi_123/attach')).toEqual([
      {
        data: {
          attributes: { payment_method: 'pm_1', client_key: 'pi_123_client_abc', return_url: returnPage },
        },
      },
    ]);
    // the card never goes to PIXEL's server
    const toUs = fetchMock.mock.calls.filter(([url]) => !String(url).startsWith(paymongo.api_url));
    expect(toUs.every(([, init]) => !String(init?.body ?? '').includes('4343'))).toBe(true);
  });

  it('goes to 3-D Secure when PayMongo asks for it', async () => {
    paymongoApi(
      intent({
        status: 'awaiting_next_action',
        next_action: {
          type: 'redirect',
          redirect: { url: 'https://test-sources.paymongo.com/3ds', return_url: returnPage },
        },
      }),
    );
    renderApp(address);
    await payByCard('4120000000000007');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://test-sources.paymongo.com/3ds'));
  });

  it('pays with Maya: a paymaya method, then Maya’s page', async () => {
    watchNavigation();
    const fetchMock = paymongoApi(
      intent({
        status: 'awaiting_next_action',
        next_action: { redirect: { url: 'https://maya.example/pay' } },
      }),
    );
    renderApp(address);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Maya'));
    await user.type(screen.getByLabelText('Name'), 'Juan dela Cruz');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://maya.example/pay'));
    expect(sentBodies(fetchMock, 'POST /v1/payment_methods')).toEqual([
      {
        data: {
          attributes: { type: 'paymaya', billing: { name: 'Juan dela Cruz', email: 'juan@example.com' } },
        },
      },
    ]);
  });

  it('says the payment did not go through when the card is declined, and stays', async () => {
    paymongoApi(
      intent({
        status: 'awaiting_payment_method',
        last_payment_error: { failed_code: 'generic_decline', failed_message: 'The card was declined.' },
      }),
    );
    renderApp(address);
    await payByCard('4230000000000004');
    expect(
      await screen.findByText(
        'The payment did not go through. Check the details, or try another card or Maya.',
      ),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the field PayMongo refused, in Filipino for a Filipino reader', async () => {
    await inFilipino();
    watchNavigation();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': withPaymongo,
      'GET /v1/payments/M-7': { body: payment },
      'POST /v1/payment_methods': {
        status: 400,
        body: {
          errors: [
            {
              code: 'parameter_format_invalid',
              detail: 'details.card_number format is invalid.',
              source: { pointer: 'details.card_number', attribute: 'card_number' },
            },
          ],
        },
      },
    });
    renderApp(address);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Numero ng card'), '1234');
    await user.type(screen.getByLabelText('Buwan (MM)'), '12');
    await user.type(screen.getByLabelText('Taon (YY)'), '30');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Pangalan sa card'), 'Juan dela Cruz');
    await user.click(screen.getByRole('button', { name: 'Magbayad' }));
    expect(await screen.findByLabelText('Numero ng card')).toHaveAccessibleDescription(
      'Pakitingnan ang numero ng card.',
    );
    expect(screen.queryByText(/format is invalid/)).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers nothing to pay when subscriptions are off', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/payments/M-7': { body: payment },
    });
    renderApp(address);
    expect(
      await screen.findByText(
        "This payment cannot be made here right now. Go back to the creator's page and join again.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});
