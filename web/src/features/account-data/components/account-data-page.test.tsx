import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DataExport } from '@pixel/contract';
import { buildUser, mockApi, renderApp, siteConfig } from '@/testing/test-utils';

const id = '00000000-0000-4000-8000-0000000000e1';
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function buildExport(overrides: Partial<DataExport> = {}): DataExport {
  return {
    id: null,
    state: 'none',
    requested_at: null,
    ready_at: null,
    expires_at: null,
    size_bytes: null,
    download_url: null,
    next_request_at: null,
    ...overrides,
  };
}

const building = buildExport({
  id,
  state: 'building',
  requested_at: hoursFromNow(0),
  next_request_at: hoursFromNow(24),
});
const ready = buildExport({
  ...building,
  state: 'ready',
  ready_at: hoursFromNow(0),
  expires_at: '2026-11-27T06:30:00.000Z',
  size_bytes: 3_250_000,
  download_url: `/v1/user/account/export/${id}/download`,
});

const common = {
  'GET /v1/user/profile': { body: { data: buildUser() } },
  'GET /v1/site/config': siteConfig,
};

describe('download my data page', () => {
  it('says what the ZIP holds and starts one with Download my data', async () => {
    let current = buildExport();
    const api = mockApi({
      ...common,
      'GET /v1/user/account/export': () => ({ body: { data: current } }),
      'POST /v1/user/account/export': () => {
        current = building;
        return { status: 202, body: { data: building } };
      },
    });
    renderApp('/dashboard/settings/data');

    expect(await screen.findByRole('heading', { name: 'Download my data', level: 1 })).toBeInTheDocument();
    const holds = screen.getByRole('region', { name: 'What the ZIP holds' });
    expect(holds).toHaveTextContent('Your transactions and payouts');
    expect(holds).toHaveTextContent('account numbers masked to their last 4 digits');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data is being prepared')).toBeInTheDocument();
    expect(screen.getByText(/We will mail you a link when it is ready/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('offers the download while it is ready, until when, and when a new copy may be asked for', async () => {
    mockApi({ ...common, 'GET /v1/user/account/export': { body: { data: ready } } });
    renderApp('/dashboard/settings/data');

    const link = await screen.findByRole('link', { name: 'Download ZIP (3.1 MB)' });
    expect(link).toHaveAttribute('href', `/v1/user/account/export/${id}/download`);
    const copy = screen.getByRole('region', { name: 'Your copy' });
    expect(copy).toHaveTextContent('Your data is ready');
    expect(copy).toHaveTextContent('The download works until Nov 27, 2026 at');
    expect(copy).toHaveTextContent('You can ask for a new copy once a day: again after');
  });

  it('after the copy expired, says so and asks again tomorrow: the button waits', async () => {
    const expired = buildExport({
      ...ready,
      state: 'expired',
      download_url: null,
      size_bytes: null,
      next_request_at: hoursFromNow(2),
    });
    mockApi({ ...common, 'GET /v1/user/account/export': { body: { data: expired } } });
    renderApp('/dashboard/settings/data');

    const copy = await screen.findByRole('region', { name: 'Your copy' });
    expect(await within(copy).findByText(/Your last copy expired/)).toBeInTheDocument();
    expect(within(copy).getByRole('button', { name: 'Download my data' })).toBeDisabled();
    expect(within(copy).queryByRole('link')).not.toBeInTheDocument();
  });

  it('when it was asked for elsewhere today, turns the refusal into the state', async () => {
    let current = buildExport();
    mockApi({
      ...common,
      'GET /v1/user/account/export': () => ({ body: { data: current } }),
      'POST /v1/user/account/export': () => {
        current = building;
        return {
          status: 429,
          body: {
            exception: 'TooManyRequestsException',
            message_key: 'tooManyRequests',
            message: 'Too many requests. Please try again in 86000 seconds.',
            data: { retry_in_seconds: 86_000 },
          },
        };
      },
    });
    renderApp('/dashboard/settings/data');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data is being prepared')).toBeInTheDocument();
  });
});
