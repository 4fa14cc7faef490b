import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, siteConfig, unauthorized } from '@/testing/test-utils';
import { offerInstall } from '..';
import { captureInstallPrompt } from '../lib/install-event';
import { INSTALL_ANSWER_KEY } from '../lib/install-prompt';

describe('offerInstall', () => {
  it('shows the offer in a snackbar once the browser could install PIXEL, and Not now puts it away for good', async () => {
    mockApi({ 'GET /v1/user/profile': unauthorized, 'GET /v1/site/config': siteConfig });
    renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    captureInstallPrompt();
    expect(offerInstall('first-gift')).toBe(false);

    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, { prompt: vi.fn(), userChoice: Promise.resolve({ outcome: 'dismissed' }) });
    window.dispatchEvent(event);
    expect(offerInstall('first-gift')).toBe(true);

    expect(await screen.findByText('Add PIXEL to your home screen')).toBeInTheDocument();
    expect(
      screen.getByText('Open PIXEL in one tap the next time you want to support a creator.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));

    await waitFor(() => expect(screen.queryByText('Add PIXEL to your home screen')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(INSTALL_ANSWER_KEY)).toBe('dismissed');
    expect(offerInstall('first-post')).toBe(false);
  });
});
