import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildUser, mockApi, renderApp, siteConfig } from '@/testing/test-utils';

describe('sessions in Filipino', () => {
  it('lists the browsers and names them with no English left', async () => {
    await inFilipino();
    const session = {
      browser: 'Chrome',
      system: 'Windows',
      ip: '203.0.113.7',
      signed_in_at: '2026-11-20T07:05:00.000Z',
      last_seen_at: new Date().toISOString(),
    };
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/sessions': {
        body: {
          data: [
            { ...session, id: '00000000-0000-4000-8000-000000000001', current: true },
            { ...session, id: '00000000-0000-4000-8000-000000000002', current: false, browser: null },
          ],
        },
      },
    });
    renderApp('/dashboard/settings/sessions');
    const list = await screen.findByRole('list', { name: 'Mga naka-sign in na session' });
    expect(within(list).getByRole('listitem', { name: 'Chrome sa Windows' })).toHaveTextContent(
      'Nag-sign in noong Nob 20, 2026',
    );
    expect(
      within(list).getByRole('button', { name: 'Tapusin ang session ng Isang browser sa Windows' }),
    ).toBeInTheDocument();
    expect(englishLeft(document.querySelector('main')!, ['Chrome', 'Windows'])).toEqual([]);
  });
});
