import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, renderApp, siteConfig, unauthorized } from '@/testing/test-utils';
import { siteConfigQueryOptions } from '../api/get-site-config';

const noAccountSignIn = {
  body: {
    data: {
      captcha: { provider: 'off', site_key: null },
      login_platforms: [],
      support_email: 'support@pixel.ph',
      gift_limits: { min_amount: '20.00', max_amount: '100000.00' },
    },
  },
};

describe("'Continue with e-payment account'", () => {
  it.each(['/auth/login', '/auth/sign-up'])(
    'is offered on %s when the provider has account sign-in',
    async (path) => {
      mockApi({ 'GET /v1/user/profile': unauthorized, 'GET /v1/site/config': siteConfig });
      renderApp(path);
      expect(
        await screen.findByRole('button', { name: 'Continue with e-payment account' }),
      ).toBeInTheDocument();
    },
  );

  it.each(['/auth/login', '/auth/sign-up'])(
    'is hidden on %s when the provider has none (PayMongo)',
    async (path) => {
      mockApi({ 'GET /v1/user/profile': unauthorized, 'GET /v1/site/config': noAccountSignIn });
      // the site's configuration has answered before the page first draws, so the page draws with it
      const queryClient = createQueryClient();
      await queryClient.fetchQuery(siteConfigQueryOptions());
      renderApp(path, { queryClient });
      expect(await screen.findByLabelText('Email')).toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: 'Continue with e-payment account' }),
      ).not.toBeInTheDocument();
      expect(screen.queryByText('or')).not.toBeInTheDocument();
    },
  );
});
