import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openModal } from '@/lib/modals';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { mockApi, renderApp, siteConfig, unauthorized } from '@/testing/test-utils';

// what the pages show as it is: the example addresses and codes, and the test's own email address
const names = [
  'ikaw@example.com',
  'pixel',
  'localhost',
  'pangalanmo',
  'juan@example.com',
  'XXXX-XXXX',
  '123456',
];

const signedOut = () => mockApi({ 'GET /v1/site/config': siteConfig, 'GET /v1/user/profile': unauthorized });

describe('auth in Filipino', () => {
  it('draws the log-in page with no English left', async () => {
    await inFilipino();
    signedOut();
    renderApp('/auth/login?login_error=provider&verification_code=abc');
    expect(await screen.findByRole('button', { name: 'Mag-log in' })).toBeInTheDocument();
    expect(screen.getByText('Nakalimutan ang password?')).toBeInTheDocument();
    expect(englishLeft(await screen.findByRole('main'), names)).toEqual([]);
  });

  it('draws the sign-up page with no English left', async () => {
    await inFilipino();
    signedOut();
    renderApp('/auth/sign-up');
    expect(await screen.findByRole('button', { name: 'Mag-sign up' })).toBeInTheDocument();
    expect(englishLeft(await screen.findByRole('main'), names)).toEqual([]);
  });

  it('tells what is wrong with the sign-up form in Filipino, before anything is sent', async () => {
    await inFilipino();
    signedOut();
    renderApp('/auth/sign-up');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('URL ng page'), 'ana reyes!');
    await user.click(screen.getByRole('button', { name: 'Mag-sign up' }));
    expect(await screen.findByText('Dapat hindi bababa sa 8 na character ang password.')).toBeInTheDocument();
    expect(
      screen.getByText('Letra, numero, underscore at tuldok lang ang puwede sa page URL.'),
    ).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('main'), [...names, 'short', 'ana reyes!'])).toEqual([]);
  });

  it('draws the request for a reset link with no English left', async () => {
    await inFilipino();
    signedOut();
    renderApp('/auth/forgot-password');
    expect(await screen.findByRole('button', { name: 'Ipadala ang reset link' })).toBeInTheDocument();
    expect(englishLeft(await screen.findByRole('main'), names)).toEqual([]);
  });

  it('draws the new password step with no English left', async () => {
    await inFilipino();
    signedOut();
    renderApp('/auth/forgot-password?token=abc');
    expect(await screen.findByRole('button', { name: 'I-reset ang password' })).toBeInTheDocument();
    expect(englishLeft(await screen.findByRole('main'), names)).toEqual([]);
  });

  it('draws the email check with no English left', async () => {
    await inFilipino();
    signedOut();
    renderApp('/auth/login');
    await screen.findByRole('button', { name: 'Mag-log in' });
    openModal('verify-email', { email: 'juan@example.com', retryInSeconds: 300 });
    // the modal's code comes on demand: it reads "Naglo-load" until it has
    const dialog = await screen.findByRole('dialog', { name: 'I-verify ang email mo' });
    // the wait in minutes and seconds, as a person reads it
    expect(within(dialog).getByRole('button', { name: 'Ipadala ulit (5:00)' })).toBeDisabled();
    expect(
      within(dialog).getByText('Puwede mong ipadala ulit ang email pagkalipas ng 5 min.'),
    ).toBeInTheDocument();
    expect(englishLeft(dialog, names)).toEqual([]);
  });
});
