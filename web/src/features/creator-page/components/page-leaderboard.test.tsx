import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile, mockApi, pageOf, renderApp, unauthorized } from '@/testing/test-utils';

const page = {
  'GET /v1/user/profile': unauthorized,
  'GET /v1/profile/maria': { body: { data: buildProfile() } },
  'GET /v1/profile/maria/gifts': pageOf([]),
};

describe("a creator page's leaderboard", () => {
  it('ranks the top supporters above the gifts when the creator shows them, a member linked to their page', async () => {
    mockApi({
      ...page,
      'GET /v1/profile/maria/leaderboard': {
        body: {
          data: {
            period: 'month',
            since: '2026-10-31T16:00:00.000Z',
            entries: [
              { rank: 1, name: 'Anonymous', page_url: null, total: '500.00', gifts: 2 },
              { rank: 2, name: 'Ana Reyes', page_url: 'ana', total: '150.00', gifts: 1 },
            ],
          },
        },
      },
    });
    renderApp('/maria');
    const board = await screen.findByRole('region', { name: 'Top supporters this month' });
    expect(
      within(board)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Anonymous₱500.00', '2Ana Reyes₱150.00']);
    expect(within(board).getByRole('link', { name: 'Ana Reyes' })).toHaveAttribute('href', '/ana');
    expect(within(board).queryByRole('link', { name: 'Anonymous' })).not.toBeInTheDocument();
  });

  it('shows nothing when the creator keeps it off their page', async () => {
    mockApi({ ...page, 'GET /v1/profile/maria/leaderboard': { body: { data: null } } });
    renderApp('/maria');
    expect(await screen.findByText('No gifts yet.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Top supporters/ })).not.toBeInTheDocument();
  });
});
