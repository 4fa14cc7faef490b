import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HeldGift } from '@pixel/contract';
import { buildUser, mockApi, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';

const held: HeldGift = {
  id: '6d0d7f7e-2b1c-4a55-9a7b-0c6f3f0e8a11',
  supporter_name: 'A supporter',
  supporter_message: 'ikaw ay g@g0',
  amount: '150.00',
  created_at: '2026-11-22T10:00:00Z',
};

describe('message filter page', () => {
  it('saves the blocked phrases and lets the creator approve a held message', async () => {
    let waiting = [held];
    const fetchMock = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/message-filter': { body: { data: { phrases: ['spoiler'], default_count: 58 } } },
      'PUT /v1/user/message-filter': ({ body }) => ({
        body: { data: { phrases: (body as { phrases: string[] }).phrases, default_count: 58 } },
      }),
      'GET /v1/user/donations/held': () => ({ body: { data: waiting } }),
      'POST /v1/user/donations/held/approve': () => {
        waiting = [];
        return { status: 204 };
      },
    });
    renderApp('/dashboard/settings/message-filter');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Message filter' })).toBeInTheDocument();
    expect(await screen.findByText('spoiler')).toBeInTheDocument();
    expect(screen.getByText(/built-in list of 58 slurs and insults/)).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Add a word or phrase'), 'kupal{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully Updated.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /v1/user/message-filter')).toEqual([{ phrases: ['spoiler', 'kupal'] }]);

    const card = (await screen.findByText('ikaw ay g@g0')).closest('div[class*="Paper"]') as HTMLElement;
    expect(within(card).getByText('A supporter · ₱150.00')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No messages are waiting for review.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/user/donations/held/approve')).toEqual([{ id: held.id }]);
  });
});
