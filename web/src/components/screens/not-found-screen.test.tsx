import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile, mockApi, pageOf, renderApp, siteConfig, unauthorized } from '@/testing/test-utils';

describe('Page Not Found', () => {
  it('is shown for an unknown route, and BACK TO HOME goes to the home page', async () => {
    mockApi({ 'GET /v1/user/profile': unauthorized, 'GET /v1/site/config': siteConfig });
    const { router } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | PIXEL');
    await userEvent.setup().click(screen.getByRole('button', { name: 'BACK TO HOME' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Create your free page' })).toHaveAttribute(
      'href',
      '/auth/sign-up',
    );
  });

  it('is shown for a first segment that can never be a creator page', async () => {
    mockApi({ 'GET /v1/user/profile': unauthorized, 'GET /v1/site/config': siteConfig });
    renderApp('/support');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('is not shown for a creator page address, in any case', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/profile/juan.cruz': {
        body: { data: buildProfile({ page_url: 'juan.cruz', page_name: 'Juan' }) },
      },
      'GET /v1/profile/juan.cruz/gifts': pageOf([]),
    });
    renderApp('/Juan.Cruz');

    expect(await screen.findByRole('heading', { level: 1, name: 'Juan' })).toBeInTheDocument();
    expect(screen.getByText('@juan.cruz')).toBeInTheDocument();
  });
});
