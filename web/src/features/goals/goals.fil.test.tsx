import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildGoal } from '@/testing/content-builders';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildProfile, mockApi, pageOf, renderApp, unauthorized } from '@/testing/test-utils';

describe('goals in Filipino', () => {
  it('draws the My Goals tab with its progress, status and Support button, with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/goals': pageOf([
        buildGoal({
          title: 'Bagong camera',
          description: null,
          raised_amount: '250.00',
          target_amount: '1000.00',
          progress: 25,
        }),
        buildGoal({
          title: 'Lumang goal',
          description: null,
          status: 'closed',
          raised_amount: '1500.00',
          progress: 150,
        }),
      ]),
      'GET /v1/profile/maria/gifts': pageOf([]),
    });
    renderApp('/maria/my-goals');
    const [open, closed] = await screen.findAllByRole('article');
    expect(open).toHaveTextContent('₱250.00 na ang naipon sa ₱1,000.00');
    expect(within(open!).getByRole('button', { name: 'Suportahan ang goal na ito' })).toBeInTheDocument();
    expect(closed).toHaveTextContent('Sarado');
    for (const goal of [open!, closed!])
      expect(englishLeft(goal, ['Bagong', 'camera', 'Lumang'])).toEqual([]);
  });
});
