import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, renderApp } from '@/testing/test-utils';
import { overlaySettingsAnswers } from '../testing/overlay-settings';

describe('live alerts settings page', () => {
  it('previews the overlay from the site the dashboard is open on, whatever host the address names', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      ...overlaySettingsAnswers,
    });
    renderApp('/dashboard/settings/overlay');

    const preview = await screen.findByTitle('Overlay preview');
    expect(preview.getAttribute('src')).toBe('/overlay/Zx81secret');
  });
});
