import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  buildProfile,
  mockApi,
  pageOf,
  renderApp,
  sentBodies,
  siteConfig,
  unauthorized,
} from '@/testing/test-utils';

describe("'Continue with e-payment account'", () => {
  it('forwards the campaign the visitor arrived with, without its empty values', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/gifts': pageOf([]),
      'POST /v1/auth/login/with': {
        body: { data: { authentication_url: 'http://localhost:3000/sandbox/oauth/authorize?state=s' } },
      },
    });
    const { router } = renderApp('/maria?utm_source=facebook&utm_term=&utm_content=reel');
    await screen.findByRole('heading', { level: 1, name: 'Maria Sketches' });
    await act(() => router.navigate('/auth/login'));

    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Continue with e-payment account' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:3000/sandbox/oauth/authorize?state=s'),
    );
    expect(sentBodies(fetchMock, 'POST /v1/auth/login/with')).toEqual([
      { platform: 'sandbox', utm_source: 'facebook', utm_content: 'reel' },
    ]);
  });

  it('sends no campaign when the visit came without one', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'POST /v1/auth/login/with': { body: { data: { authentication_url: '/sandbox/oauth/authorize' } } },
    });
    renderApp('/auth/login');

    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Continue with e-payment account' }));

    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sentBodies(fetchMock, 'POST /v1/auth/login/with')).toEqual([{ platform: 'sandbox' }]);
  });
});
