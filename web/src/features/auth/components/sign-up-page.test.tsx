import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';

async function fillSignUp() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'Maria@Example.com');
  await user.type(screen.getByLabelText('Password'), 'a long password');
  await user.type(screen.getByLabelText('Page URL'), 'maria');
  await user.type(screen.getByLabelText('Page name'), 'Maria Clara');
  return user;
}

describe('sign-up page', () => {
  it('registers, then asks to verify the email with Resend waiting 300 s', async () => {
    const fetchMock = mockApi({
      'GET /v1/site/config': siteConfig,
      'POST /v1/auth/register': {
        status: 201,
        body: { data: { email: 'maria@example.com', retry_in_seconds: 300 } },
      },
    });
    renderApp('/auth/sign-up?ref=FRIEND42');

    expect(await screen.findByLabelText('Referral code (optional)')).toHaveValue('FRIEND42');
    const user = await fillSignUp();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    expect(dialog).toHaveTextContent('maria@example.com');
    expect(within(dialog).getByRole('button', { name: 'Resend (5:00)' })).toBeDisabled();
    expect(sentBodies(fetchMock, 'POST /v1/auth/register')).toEqual([
      {
        email: 'maria@example.com',
        password: 'a long password',
        page_url: 'maria',
        page_name: 'Maria Clara',
        referral_code: 'FRIEND42',
      },
    ]);
  });

  it("signs up from a gift's link: the verification mail's link is to go on to it, and so does Log in", async () => {
    const fetchMock = mockApi({
      'GET /v1/site/config': siteConfig,
      'POST /v1/auth/register': {
        status: 201,
        body: { data: { email: 'maria@example.com', retry_in_seconds: 300 } },
      },
    });
    renderApp(`/auth/sign-up?redirect=${encodeURIComponent('/gifts/claim/abc123')}`);

    const user = await fillSignUp();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent('/gifts/claim/abc123')}`,
    );
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('dialog', { name: 'Verify Your Email' });
    expect(sentBodies(fetchMock, 'POST /v1/auth/register')).toEqual([
      expect.objectContaining({ email: 'maria@example.com', redirect: '/gifts/claim/abc123' }),
    ]);
  });

  it('leaves out a redirect to another site', async () => {
    const fetchMock = mockApi({
      'GET /v1/site/config': siteConfig,
      'POST /v1/auth/register': {
        status: 201,
        body: { data: { email: 'maria@example.com', retry_in_seconds: 300 } },
      },
    });
    renderApp(`/auth/sign-up?redirect=${encodeURIComponent('//evil.example/claim')}`);

    const user = await fillSignUp();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('dialog', { name: 'Verify Your Email' });
    expect(sentBodies(fetchMock, 'POST /v1/auth/register')[0]).not.toHaveProperty('redirect');
  });

  it('shows the server field errors under the fields', async () => {
    mockApi({
      'GET /v1/site/config': siteConfig,
      'POST /v1/auth/register': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'pageUrlTaken',
          message: 'The page url has already been taken.',
          errors: {
            page_url: ['The page url has already been taken.'],
            referral_code: ['The selected referral code is invalid.'],
          },
        },
      },
    });
    renderApp('/auth/sign-up');

    const user = await fillSignUp();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Page URL')).toHaveAccessibleDescription(
        expect.stringContaining('The page url has already been taken.'),
      ),
    );
    expect(screen.getByLabelText('Referral code (optional)')).toHaveAccessibleDescription(
      'The selected referral code is invalid.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so under the field when the server answers at the page address itself', async () => {
    const fetchMock = mockApi({
      'GET /v1/site/config': siteConfig,
      'POST /v1/auth/register': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'pageUrlUnavailable',
          message: 'The page url is not available.',
          errors: { page_url: ['The page url is not available.'] },
        },
      },
    });
    renderApp('/auth/sign-up');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email'), 'maria@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    // a file a later build serves at the root: the form's list may not name it yet, the server does
    await user.type(screen.getByLabelText('Page URL'), 'offline.html');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Page URL')).toHaveAccessibleDescription(
        expect.stringContaining('The page url is not available.'),
      ),
    );
    expect(sentBodies(fetchMock, 'POST /v1/auth/register')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['sitemap.xml', 'Media', 'sw.js'])(
    'refuses the page address %s, which the server answers itself, before sending',
    async (pageUrl) => {
      const fetchMock = mockApi({ 'GET /v1/site/config': siteConfig });
      renderApp('/auth/sign-up');
      const user = userEvent.setup();

      await user.type(await screen.findByLabelText('Email'), 'maria@example.com');
      await user.type(screen.getByLabelText('Password'), 'a long password');
      await user.type(screen.getByLabelText('Page URL'), pageUrl);
      await user.click(screen.getByRole('button', { name: 'Sign up' }));

      expect(await screen.findByText('The page url is not available.')).toBeInTheDocument();
      expect(sentBodies(fetchMock, 'POST /v1/auth/register')).toHaveLength(0);
    },
  );

  it('checks the page address with the contract rules before sending', async () => {
    const fetchMock = mockApi({ 'GET /v1/site/config': siteConfig });
    renderApp('/auth/sign-up');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email'), 'maria@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Page URL'), 'dashboard');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('The page url is not available.')).toBeInTheDocument();
    expect(screen.getByText('The password must be at least 8 characters.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/auth/register')).toHaveLength(0);
  });
});
