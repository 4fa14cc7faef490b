import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildProfile, buildUser, mockApi, pageOf, renderApp, siteConfig } from '@/testing/test-utils';
import { buildRequest, buildType, juan, typeId } from './testing/commission-builders';

// the test data's own words: the people's, the commission's and the brief's
const names = [
  'Juan',
  'Maria',
  'Sketches',
  'Ana',
  'Reyes',
  'Pet',
  'portrait',
  'My',
  'cat',
  'Mingming',
  'sleeping',
];
const initials = ['JD', 'AR', 'MS'];
const signedIn = { body: { data: buildUser() } };
const balanceDue = {
  status: 'balance_due' as const,
  accepted_at: '2026-12-01T00:00:00.000Z',
  started_at: '2026-12-01T01:00:00.000Z',
  balance_asked_at: '2026-12-02T00:00:00.000Z',
};

describe('commissions in Filipino', () => {
  it('draws My commissions, a request waiting for its balance, with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/commissions/requests': { body: { data: [buildRequest(balanceDue)] } },
    });
    renderApp('/dashboard/commissions');
    expect(await screen.findByRole('button', { name: 'Bayaran ang balanseng ₱700.00' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mga commission ko' })).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('main'), [...names, ...initials])).toEqual([]);
  });

  it('draws a commission’s request form, with what is paid now and later, with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/profile/maria': { body: { data: buildProfile({ bio: 'Gumuguhit ako ng Maynila.' }) } },
      'GET /v1/profile/maria/gifts': pageOf([]),
      [`GET /v1/commissions/types/${typeId}`]: {
        body: { data: buildType({ description: '#watercolor' }) },
      },
    });
    renderApp(`/maria/shop/commissions/${typeId}`);
    expect(
      await screen.findByRole('button', { name: 'Mag-request at magbayad ng ₱300.00' }),
    ).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('main'), [...names, 'watercolor'])).toEqual([]);
  });

  it('draws the creator’s types and a request to answer, with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/commissions/types': { body: { data: [buildType({ creator: juan, is_open: false })] } },
      'GET /v1/user/commissions/received': {
        body: {
          data: [
            buildRequest({ side: 'creator', creator: juan, supporter: { ...juan, page_name: 'Ana Reyes' } }),
            buildRequest({
              ...balanceDue,
              id: '5d1c1f0e-8a59-4c1e-9b7a-0000000000e2',
              side: 'creator',
              creator: juan,
              supporter: { ...juan, page_name: 'Ana Reyes' },
            }),
          ],
        },
      },
    });
    renderApp('/dashboard/creator-hub/commissions');
    expect(await screen.findByRole('button', { name: 'Tanggapin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buksan sa mga request' })).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('main'), [...names, ...initials])).toEqual([]);
  });
});
