import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, renderApp, siteConfig } from '@/testing/test-utils';

describe('live alerts settings page', () => {
  it('previews the overlay from the site the dashboard is open on, whatever host the address names', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/overlay': {
        body: {
          data: {
            overlay_url: 'https://pixel.example/overlay/Zx81secret',
            goal_overlay_url: 'https://pixel.example/overlay/Zx81secret/goal/{goal_id}',
            sound_enabled: true,
          },
        },
      },
    });
    renderApp('/dashboard/settings/overlay');

    const preview = await screen.findByTitle('Overlay preview');
    expect(preview.getAttribute('src')).toBe('/overlay/Zx81secret');
  });
});
