import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { buildGift, buildProfile, buildUser, mockApi, pageOf, renderApp } from '@/testing/test-utils';
import { seedFromPage } from './first-paint';

function pageWith(data: string) {
  const script = document.createElement('script');
  script.id = 'pixel-data';
  script.type = 'application/json';
  script.textContent = data;
  document.body.append(script);
}

const asked = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

afterEach(() => document.getElementById('pixel-data')?.remove());

describe('a creator page that arrives with its data', () => {
  it('draws the creator at once, without asking who is signed in or for the profile', async () => {
    const fetchMock = mockApi({ 'GET /v1/profile/maria/gifts': pageOf([]) });
    pageWith(JSON.stringify({ profile: buildProfile({ page_url: 'maria' }), user: null }));
    const queryClient = createQueryClient();
    seedFromPage(queryClient);
    expect(document.getElementById('pixel-data')).toBeNull();

    renderApp('/maria', { queryClient });
    expect(screen.getByRole('heading', { level: 1, name: 'Maria Sketches' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Support Me' })).toBeInTheDocument();
    expect(await screen.findByText(/no gifts yet/i)).toBeInTheDocument();
    // the page menu asks whether there are membership tiers to show a Membership tab for
    expect(asked(fetchMock).sort()).toEqual([
      '/v1/profile/maria/gifts',
      '/v1/profile/memberships/tiers/maria',
    ]);
  });

  it('lists the first gifts it brought, and asks only for the next page', async () => {
    const fetchMock = mockApi({
      'GET /v1/profile/maria/gifts': pageOf([buildGift({ supporter_name: 'Lito', amount: '75.00' })], {
        current_page: 2,
        last_page: 2,
      }),
    });
    const first = pageOf([buildGift({ supporter_name: 'Bea', amount: '750.00' })], { last_page: 2 }).body;
    pageWith(JSON.stringify({ profile: buildProfile({ page_url: 'maria' }), user: null, gifts: first }));
    const queryClient = createQueryClient();
    seedFromPage(queryClient);

    renderApp('/maria', { queryClient });
    expect(await screen.findByText('Bea')).toBeInTheDocument();
    expect(screen.getByText('₱750.00')).toBeInTheDocument();
    const gifts = () => asked(fetchMock).filter((path) => path.endsWith('/gifts'));
    expect(gifts()).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Lito')).toBeInTheDocument();
    expect(gifts()).toEqual(['/v1/profile/maria/gifts']);
  });

  it('knows the signed-in viewer, so the page answers as they see it', async () => {
    const user = buildUser();
    mockApi({ 'GET /v1/profile/maria/gifts': pageOf([]) });
    pageWith(JSON.stringify({ profile: buildProfile({ page_url: 'maria', is_following: true }), user }));
    const queryClient = createQueryClient();
    seedFromPage(queryClient);

    renderApp('/maria', { queryClient });
    expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('ignores data it cannot read, and the app asks as usual', async () => {
    const fetchMock = mockApi({
      'GET /v1/auth/session': { body: { data: null } },
      'GET /v1/profile/maria': { body: { data: buildProfile({ page_url: 'maria' }) } },
      'GET /v1/profile/maria/gifts': pageOf([]),
    });
    pageWith('{"profile": {"page_url": 1}, "user": null}');
    const queryClient = createQueryClient();
    seedFromPage(queryClient);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);

    renderApp('/maria', { queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Sketches' })).toBeInTheDocument();
    expect(asked(fetchMock)).toContain('/v1/profile/maria');
  });
});
