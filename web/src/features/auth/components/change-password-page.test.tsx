import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';

describe('change password page', () => {
  it('sends the current and the new password, and says the other browsers were signed out', async () => {
    const api = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'POST /v1/user/password': {
        body: {
          data: { message: 'Your password has been changed. Every other session has been signed out.' },
        },
      },
    });
    renderApp('/dashboard/settings/password');

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'correct horse battery');
    await user.type(screen.getByLabelText('New password'), 'a fresh new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(
      await screen.findByText('Your password has been changed. Every other session has been signed out.'),
    ).toBeInTheDocument();
    expect(sentBodies(api, 'POST /v1/user/password')).toEqual([
      { current_password: 'correct horse battery', password: 'a fresh new password' },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password under its field, and a short new one before sending', async () => {
    const api = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'POST /v1/user/password': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'currentPasswordIncorrect',
          message: 'The current password is incorrect.',
          errors: { current_password: ['The current password is incorrect.'] },
        },
      },
    });
    renderApp('/dashboard/settings/password');

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'not it');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password must be at least 8 characters.')).toBeInTheDocument();
    expect(sentBodies(api, 'POST /v1/user/password')).toEqual([]);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'long enough now');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells an account that signs in with its e-payment account that it has no password', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ email: null }) } },
      'GET /v1/site/config': siteConfig,
    });
    renderApp('/dashboard/settings/password');
    expect(
      await screen.findByText('Your account signs in with your e-payment account and has no password.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});
