import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type IdentityVerification, identityVerificationMessages as messages } from '@pixel/contract';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildUser, mockApi, renderApp, siteConfig } from '@/testing/test-utils';

const none: IdentityVerification = {
  state: 'none',
  reason: null,
  submitted_at: null,
  reviewed_at: null,
  details: null,
  renewal_due: false,
  verified: false,
};

const open = (verification: IdentityVerification) => {
  mockApi({
    'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
    'GET /v1/site/config': siteConfig,
    'GET /v1/user/verification': { body: { data: verification } },
    // the server's own message of success stays English (decision 0110): the page writes its own
    'POST /v1/user/verification': {
      status: 201,
      body: {
        data: {
          message: messages.submitted,
          verification: { ...verification, state: 'pending', submitted_at: '2026-11-20T07:05:00.000Z' },
        },
      },
    },
  });
  renderApp('/dashboard/settings/verification');
};

// what the page shows that is not PIXEL's text: its own name, the photo types and the support's words
const names = ['PIXEL', 'JPG', 'PNG', 'WebP', 'MB', 'Malabo', 'ang', 'litrato'];

describe('Identity verification in Filipino', () => {
  it('draws the form with no English left', async () => {
    await inFilipino();
    open(none);
    const region = await screen.findByRole('region', { name: 'Ang iyong verification' });
    expect(await screen.findByRole('button', { name: 'Ipadala para masuri' })).toBeInTheDocument();
    expect(englishLeft(region, names)).toEqual([]);
  });

  it('tells what is wrong with the photos, and that the details are sent, with no English left', async () => {
    await inFilipino();
    open(none);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ipadala para masuri' }));
    const region = screen.getByRole('region', { name: 'Ang iyong verification' });
    expect(await screen.findByText('Kailangan ang selfie.')).toBeInTheDocument();
    expect(englishLeft(region, names)).toEqual([]);

    await user.type(screen.getByLabelText(/^Legal na pangalan/), 'Juan dela Cruz');
    await user.type(screen.getByLabelText(/^Petsa ng kapanganakan/), '1990-04-12');
    await user.type(screen.getByLabelText(/^Address/), 'Lungsod Quezon');
    await user.selectOptions(screen.getByLabelText(/^Uri ng ID/), 'philsys');
    const photo = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });
    for (const field of ['id_front', 'id_back', 'selfie']) {
      const input = document.querySelector<HTMLInputElement>(`input[type="file"][name="${field}"]`);
      if (input) await user.upload(input, photo(`${field}.jpg`));
    }
    await user.click(screen.getByRole('button', { name: 'Ipadala para masuri' }));
    const toastOf = () => document.querySelector('.mantine-Notification-root');
    await waitFor(() => expect(toastOf()).not.toBeNull());
    const toast = toastOf()!;
    expect(toast).toHaveTextContent(/PIXEL support/);
    expect(englishLeft(toast, names)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('draws a refusal, with support’s reason, with no English left', async () => {
    await inFilipino();
    open({
      ...none,
      state: 'rejected',
      reason: 'Malabo ang litrato.',
      reviewed_at: '2026-11-20T07:05:00.000Z',
    });
    const region = await screen.findByRole('region', { name: 'Ang iyong verification' });
    expect(await screen.findByText('Hindi namin ma-verify ang iyong pagkakakilanlan')).toBeInTheDocument();
    expect(englishLeft(region, names)).toEqual([]);
  });
});
