import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, renderApp, siteConfig } from '@/testing/test-utils';
import { buildInsights, emptyInsights } from '../insights-testing';

const signedIn = { body: { data: buildUser() } };

const insightsQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/v1/user/insights')
    .map((url) => Object.fromEntries(url.searchParams));

describe('Insights page', () => {
  it('shows the figures, each table with its CSV, and asks for another span of months', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/insights': { body: { data: buildInsights() } },
    });
    renderApp('/dashboard/creator-hub/insights');

    expect(await screen.findByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    expect(await screen.findByText('₱4,560.00')).toBeInTheDocument();
    expect(screen.getByText('+₱150.00 since last month')).toBeInTheDocument();
    expect(screen.getByText('57 members ever')).toBeInTheDocument();
    expect(screen.getByText('Expected in Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('₱1,800.00')).toBeInTheDocument();

    const months = screen.getByRole('table', { name: 'Members by month' });
    const november = within(months).getByRole('row', { name: /^Nov 2026/ });
    expect(november).toHaveTextContent('Nov 2026101521₱2,500.0040₱4,500.00+₱100.00');
    // newest first
    expect(within(months).getAllByRole('row')[1]).toBe(november);

    const cohorts = screen.getByRole('table', { name: 'Retention by the month members joined' });
    expect(within(cohorts).getByRole('row', { name: /^Sep 2026/ })).toHaveTextContent('Sep 2026875%50%');
    expect(within(cohorts).getByRole('row', { name: /^Nov 2026/ })).toHaveTextContent('Nov 202610');

    const conversion = screen.getByRole('table', { name: 'Checkouts by payment method' });
    expect(within(conversion).getByRole('columnheader', { name: 'QR Ph' })).toBeInTheDocument();
    expect(within(conversion).getByRole('row', { name: /^Nov 2026/ })).toHaveTextContent(
      'Nov 2026201583121' + '75%',
    );
    expect(screen.getByRole('table', { name: 'By tier' })).toHaveTextContent('Sketchbook Club');

    const csv = screen.getByRole('link', { name: 'Download CSV: Retention by the month members joined' });
    expect(csv).toHaveAttribute('href', '/v1/user/insights/export?table=cohorts');
    expect(screen.getAllByRole('link', { name: /^Download CSV/ })).toHaveLength(5);
    expect(insightsQueries(fetchMock)).toEqual([{}]);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Months shown'), 'The last 24 months');
    await waitFor(() =>
      expect(insightsQueries(fetchMock)).toContainEqual({ from: '2024-12', to: '2026-11' }),
    );
    expect(screen.getByRole('link', { name: 'Download CSV: Members by month' })).toHaveAttribute(
      'href',
      '/v1/user/insights/export?table=months&from=2024-12&to=2026-11',
    );
  });

  it('shows income by type: shop sales and commissions beside memberships, posts and gifts', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/insights': { body: { data: buildInsights() } },
    });
    renderApp('/dashboard/creator-hub/insights');

    const income = await screen.findByRole('table', { name: 'Income by type' });
    const [head, november, october] = income.querySelectorAll('tr');
    expect(head).toHaveTextContent('MonthMembershipsSnaps and SlidesGiftsShop salesCommissionsTotal');
    // newest first, each sum with how many payments made it
    expect(november).toHaveTextContent(
      'Nov 2026₱2,500.0020 payments₱50.001 payment₱0.00₱300.002 payments₱1,200.001 payment₱4,050.00',
    );
    expect(october).toHaveTextContent('Oct 2026₱2,400.0019 payments₱50.001 payment₱0.00₱0.00₱0.00₱2,450.00');
    expect(screen.getByRole('link', { name: 'Download CSV: Income by type' })).toHaveAttribute(
      'href',
      '/v1/user/insights/export?table=income',
    );
  });

  it('tells a creator with no members yet where to begin', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/insights': { body: { data: emptyInsights() } },
    });
    renderApp('/dashboard/creator-hub/insights');

    expect(await screen.findByRole('heading', { name: 'No members yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up your tiers' })).toHaveAttribute(
      'href',
      '/dashboard/creator-hub/memberships',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a creator who only sells in their shop what they earned, not the empty page', async () => {
    const empty = emptyInsights();
    const november = empty.income.at(-1)!;
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/insights': {
        body: {
          data: {
            ...empty,
            income: [
              ...empty.income.slice(0, -1),
              {
                ...november,
                total: '450.00',
                by_type: { ...november.by_type, product_sale: { count: 3, amount: '450.00' } },
              },
            ],
          },
        },
      },
    });
    renderApp('/dashboard/creator-hub/insights');

    const income = await screen.findByRole('table', { name: 'Income by type' });
    expect(income.querySelectorAll('tr')[1]).toHaveTextContent('Nov 2026₱0.00₱0.00₱0.00₱450.003 payments');
    expect(screen.queryByRole('heading', { name: 'No members yet' })).not.toBeInTheDocument();
  });

  it('offers to try again when the figures do not load', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/insights': {
        status: 500,
        body: { exception: 'ServerErrorException', message_key: 'unexpected', message: 'Oops' },
      },
    });
    renderApp('/dashboard/creator-hub/insights');

    expect(await screen.findByText(/We could not load your insights\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('is in the creator hub’s menu', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/insights': { body: { data: buildInsights() } },
    });
    renderApp('/dashboard/creator-hub/insights');

    const link = await screen.findByRole('link', { name: 'Insights' });
    expect(link).toHaveAttribute('href', '/dashboard/creator-hub/insights');
  });
});
