import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, siteConfig, unauthorized } from '@/testing/test-utils';
import { offerInstall } from '..';
import { captureInstallPrompt } from '../lib/install-event';
import { INSTALL_ANSWER_KEY } from '../lib/install-prompt';

describe('offerInstall', () => {
  it('shows the offer in a snackbar once the browser could install PIXEL and no modal is open, and Not now puts it away for good', async () => {
    mockApi({ 'GET /v1/user/profile': unauthorized, 'GET /v1/site/config': siteConfig });
    renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    captureInstallPrompt();
    expect(offerInstall('first-gift')).toBe(false);

    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, { prompt: vi.fn(), userChoice: Promise.resolve({ outcome: 'dismissed' }) });
    window.dispatchEvent(event);
    // a modal open over the page, as Gift Sent is: the snackbar would cover its buttons on a phone
    const modal = document.createElement('div');
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    document.body.append(modal);
    expect(offerInstall('first-gift')).toBe(true);
    // the modal host and the snackbar would have drawn by now
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Add PIXEL to your home screen')).not.toBeInTheDocument();
    modal.remove();

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
