import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProfile, mockApi, pageOf, renderApp, sentBodies, unauthorized } from '@/testing/test-utils';

afterEach(() => vi.unstubAllGlobals());

describe("The button on a creator's website", () => {
  it('opens Support Me on their page, and marks the gift as from their website', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/gifts': pageOf([]),
      'POST /v1/donate/maria': {
        body: { data: { link_url: 'http://localhost:3000/sandbox/checkout/ref_4', reference: 'ref_4' } },
      },
    });
    renderApp('/maria?source=embed');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Support Me' });
    await user.type(within(dialog).getByLabelText('Amount'), '80');
    await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm payment' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/sandbox/checkout/ref_4'));
    expect(sentBodies(fetchMock, 'POST /v1/donate/maria')).toEqual([
      expect.objectContaining({ amount: '80.00', source: 'embed' }),
    ]);
  });
});
