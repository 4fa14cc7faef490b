import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildUser, mockApi, renderApp, siteConfig } from '@/testing/test-utils';
import { buildInsights, emptyInsights } from './insights-testing';

// the test data's own words: a tier's name
const names = ['Sketchbook', 'Club'];
const signedIn = { body: { data: buildUser({ language: 'fil' }) } };

describe('Insights in Filipino', () => {
  it('draws the figures and every table with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/insights': { body: { data: buildInsights() } },
    });
    renderApp('/dashboard/creator-hub/insights');

    expect(await screen.findByRole('table', { name: 'Mga member bawat buwan' })).toBeInTheDocument();
    expect(screen.getByText('Inaasahan sa Dis 2026')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Kita ayon sa uri' })).toHaveTextContent('Benta sa shop');
    expect(englishLeft(screen.getByRole('main'), names)).toEqual([]);
  });

  it('draws a new creator’s page with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/insights': { body: { data: emptyInsights() } },
    });
    renderApp('/dashboard/creator-hub/insights');

    expect(await screen.findByRole('heading', { name: 'Wala pang member' })).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('main'), names)).toEqual([]);
  });
});
