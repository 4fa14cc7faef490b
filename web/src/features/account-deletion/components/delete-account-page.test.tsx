import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, renderApp, sentBodies, siteConfig, twoFactorStatus } from '@/testing/test-utils';

/** Presses Delete my account on the form, then on the confirming modal. */
async function confirmDeletion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
}

describe('delete my account page', () => {
  it('asks for the password, confirms in a modal, and shows a refusal while the wallet holds money', async () => {
    const refusal =
      'Your wallet still has a balance. Withdraw it to your bank or e-wallet before you delete your account.';
    const api = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/two-factor': twoFactorStatus(false),
      'POST /v1/user/account/delete': {
        status: 409,
        body: { exception: 'ConflictException', message_key: 'invalidData', message: refusal },
      },
    });
    renderApp('/dashboard/settings/delete-account');

    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Delete my account' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Code from your authenticator app')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('The password is required.')).toBeInTheDocument();
    expect(sentBodies(api, 'POST /v1/user/account/delete')).toEqual([]);

    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await confirmDeletion(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(sentBodies(api, 'POST /v1/user/account/delete')).toEqual([{ password: 'correct horse battery' }]);
  });

  it('asks an account with two-factor sign-in for its code too, and says a wrong password under its field', async () => {
    const api = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/two-factor': twoFactorStatus(true),
      'POST /v1/user/account/delete': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'passwordIncorrect',
          message: 'The password is incorrect.',
          errors: { password: ['The password is incorrect.'] },
        },
      },
    });
    renderApp('/dashboard/settings/delete-account');

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'not it');
    await user.type(await screen.findByLabelText('Code from your authenticator app'), '123456');
    await confirmDeletion(user);
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    expect(sentBodies(api, 'POST /v1/user/account/delete')).toEqual([
      { password: 'not it', two_factor_code: '123456' },
    ]);
  });
});
