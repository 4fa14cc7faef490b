import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, siteConfig, unauthorized } from '@/testing/test-utils';
import { openModal } from './modals';

describe('openModal', () => {
  it('logs an error and shows nothing for an unknown modal name', async () => {
    mockApi({ 'GET /v1/user/profile': unauthorized, 'GET /v1/site/config': siteConfig });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    act(() => {
      // @ts-expect-error -- the registry has no such modal; the type system already says so
      openModal('no-such-modal', {});
    });

    // the registry comes with the modal host, which loads with the first modal asked for
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('no-such-modal')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a registered modal by name with its props', async () => {
    mockApi({ 'GET /v1/user/profile': unauthorized, 'GET /v1/site/config': siteConfig });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    act(() => {
      openModal('confirm', {
        title: 'Remove follower?',
        message: 'They will no longer follow you.',
        onConfirm: () => {},
      });
    });

    expect(await screen.findByRole('dialog', { name: 'Remove follower?' })).toBeInTheDocument();
    expect(screen.getByText('They will no longer follow you.')).toBeInTheDocument();
  });

  it('shows the generic error modal with its default texts', async () => {
    mockApi({ 'GET /v1/user/profile': unauthorized, 'GET /v1/site/config': siteConfig });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    act(() => {
      openModal('error-message');
    });

    const dialog = await screen.findByRole('dialog', { name: 'UNABLE TO PROCEED' });
    expect(dialog).toHaveTextContent('An unexpected error has occurred. Try again later.');
    expect(screen.getByRole('button', { name: 'GOT IT' })).toBeInTheDocument();
  });
});
