import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';

describe('pending deletion page', () => {
  it('says when the account will be erased and cancels the deletion', async () => {
    const api = mockApi({
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/account/delete': {
        body: { data: { requested_at: '2026-03-01T02:00:00Z', erase_at: '2026-03-31T02:00:00Z' } },
      },
      'POST /v1/user/account/delete/cancel': {
        body: { data: { message: 'The deletion of your account is cancelled. Your page is back.' } },
      },
      'GET /v1/user/profile': { body: { data: buildUser() } },
    });
    renderApp('/account/deletion');

    expect(
      await screen.findByRole('heading', { name: 'Your account will be erased on Mar 31, 2026' }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel deletion' }));
    expect(
      await screen.findByText('The deletion of your account is cancelled. Your page is back.'),
    ).toBeInTheDocument();
    expect(sentBodies(api, 'POST /v1/user/account/delete/cancel')).toHaveLength(1);
  });
});
