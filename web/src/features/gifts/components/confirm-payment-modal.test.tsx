import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile, mockApi, pageOf, renderApp, unauthorized } from '@/testing/test-utils';

const sentKeys = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/v1/donate/maria'))
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

describe('Confirm payment', () => {
  it('retries a failed gift with the same Idempotency-Key, so it can never be sent twice', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    let calls = 0;
    const fetchMock = mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/gifts': pageOf([]),
      'POST /v1/donate/maria': () =>
        ++calls === 1
          ? {
              status: 503,
              body: {
                exception: 'ServiceUnavailableException',
                message_key: 'unavailable',
                message: 'The payment provider is not answering. Please try again.',
              },
            }
          : { body: { data: { link_url: '/sandbox/checkout/ref_1', reference: 'ref_1' } } },
    });
    renderApp('/maria');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Support Me' }));
    const form = await screen.findByRole('dialog', { name: 'Support Me' });
    await user.click(within(form).getByRole('button', { name: '₱20' }));
    await user.click(within(form).getByRole('button', { name: 'Send gift' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm payment' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm payment' }));
    const refusal = await screen.findByRole('dialog', { name: 'UNABLE TO PROCEED' });
    expect(refusal).toHaveTextContent('The payment provider is not answering. Please try again.');
    expect(assign).not.toHaveBeenCalled();
    await user.click(within(refusal).getByRole('button', { name: 'GOT IT' }));

    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm payment' })).getByRole('button', {
        name: 'Confirm payment',
      }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/ref_1'));
    const [first, retry] = sentKeys(fetchMock);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
  });
});
