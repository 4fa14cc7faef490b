import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildUser, mockApi, renderApp, siteConfig } from '@/testing/test-utils';

describe('download my data in Filipino', () => {
  it('says what the ZIP holds and that it is ready, with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/account/export': {
        body: {
          data: {
            id: '00000000-0000-4000-8000-0000000000e1',
            state: 'ready',
            requested_at: '2026-11-26T05:30:00.000Z',
            ready_at: '2026-11-26T05:31:00.000Z',
            expires_at: '2026-11-27T05:31:00.000Z',
            size_bytes: 3_250_000,
            download_url: '/v1/user/account/export/00000000-0000-4000-8000-0000000000e1/download',
            next_request_at: '2026-11-27T05:30:00.000Z',
          },
        },
      },
    });
    renderApp('/dashboard/settings/data');
    expect(await screen.findByText('Handa na ang data mo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I-download ang ZIP (3.1 MB)' })).toBeInTheDocument();
    expect(englishLeft(document.querySelector('main')!, ['MB'])).toEqual([]);
  });
});
