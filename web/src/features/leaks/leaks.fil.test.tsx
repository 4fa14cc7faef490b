import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeakLookup } from '@pixel/contract';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildUser, mockApi, renderApp, siteConfig } from '@/testing/test-utils';

const lookup: LeakLookup = {
  id: '7f1c1f0e-8a59-4c1e-9b7a-000000000001',
  outcome: 'named',
  photo: { post_id: '7f1c1f0e-8a59-4c1e-9b7a-000000000002', post_type: 'image', position: 0 },
  viewer: {
    page_url: 'leaker',
    page_name: 'Lito Leaker',
    access: 'buyer',
    purchase_id: '7f1c1f0e-8a59-4c1e-9b7a-000000000003',
    first_opened_at: '2026-11-19T02:00:00.000Z',
  },
  confidence: { sigma: 14.2, runner_up: 1.3 },
  can_report: true,
  photos_pending: 0,
  created_at: '2026-11-30T02:00:00.000Z',
};

describe('the leak lookup in Filipino', () => {
  it('names the buyer with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'POST /v1/user/marks/lookups': { body: { data: lookup } },
      'GET /v1/user/marks/settings': { body: { data: { visible_mark: true } } },
    });
    renderApp('/dashboard/creator-hub/leaks');
    await screen.findByRole('heading', { name: 'Hanapin ang na-leak na litrato' });
    const input = screen.getByTestId('leak-drop-zone').querySelector('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(64)], 'found.jpg', { type: 'image/jpeg' })] },
    });
    const answer = await screen.findByRole('region', { name: 'Kaninong kopya' });
    expect(answer).toHaveTextContent('Kopya ito ni Lito Leaker');
    expect(answer).toHaveTextContent('Tiyak');
    expect(englishLeft(answer, ['Lito Leaker', 'leaker', 'σ'])).toEqual([]);
    expect(englishLeft(screen.getByRole('main'), ['Lito Leaker', 'leaker', 'σ'])).toEqual([]);
  });
});
