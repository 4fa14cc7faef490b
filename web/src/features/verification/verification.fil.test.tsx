import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IdentityVerification } from '@pixel/contract';
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
