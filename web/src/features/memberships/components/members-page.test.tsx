import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Member, MembershipTier } from '@pixel/contract';
import { buildUser, mockApi, pageOf, renderApp, siteConfig, type MockResponse } from '@/testing/test-utils';

const signedIn = { body: { data: buildUser() } };
const goldId = '00000000-0000-4000-8000-000000000001';

const tier = (overrides: Partial<MembershipTier>): MembershipTier => ({
  id: goldId,
  name: 'Gold',
  price: '200.00',
  description: null,
  image: null,
  benefits: [],
  discount_6_months: 0,
  discount_12_months: 0,
  member_post_discount: 0,
  offers_trial: false,
  prices: [],
  position: 0,
  status: 'visible',
  member_count: 2,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

let memberSequence = 0;
function buildMember(overrides: Partial<Member> = {}): Member {
  memberSequence += 1;
  return {
    id: `mem-${memberSequence}`,
    supporter: {
      page_url: `fan${memberSequence}`,
      page_name: `Fan ${memberSequence}`,
      avatar: null,
      avatar_variants: { WH100: null },
    },
    tier: { id: goldId, name: 'Gold' },
    status: 'active',
    member_since: '2026-01-05T02:00:00.000Z',
    ends_at: '2026-03-05T02:00:00.000Z',
    auto_renew: true,
    total_paid: '1200.00',
    ...overrides,
  };
}

const tiers = {
  body: {
    data: [
      tier({}),
      tier({ id: '00000000-0000-4000-8000-000000000002', name: 'Silver', status: 'archived' }),
    ],
  },
};

const mockMembers = (members: MockResponse | ((url: URL) => MockResponse)) =>
  mockApi({
    'GET /v1/user/profile': signedIn,
    'GET /v1/site/config': siteConfig,
    'GET /v1/user/memberships/tiers': tiers,
    'GET /v1/user/members': typeof members === 'function' ? ({ url }) => members(url) : members,
  });

const membersQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/v1/user/members')
    .map((url) => Object.fromEntries(url.searchParams));

describe('Members page', () => {
  it('lists each member with their tier, dates, auto-renew and total paid', async () => {
    mockMembers(
      pageOf([
        buildMember({ supporter: { ...buildMember().supporter, page_url: 'ana', page_name: 'Ana Reyes' } }),
        buildMember({ status: 'lapsed', auto_renew: false, tier: { id: 'x', name: 'Silver' } }),
      ]),
    );
    renderApp('/dashboard/creator-hub/members');

    const name = await screen.findByRole('link', { name: 'Ana Reyes' });
    expect(name).toHaveAttribute('href', '/ana');
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Gold');
    expect(first).toHaveTextContent('Jan 5, 2026');
    expect(first).toHaveTextContent('Mar 5, 2026');
    expect(first).toHaveTextContent('On');
    expect(first).toHaveTextContent('₱1,200.00');
    expect(second).toHaveTextContent('Silver');
    expect(second).toHaveTextContent('Lapsed');
    expect(second).toHaveTextContent('Off');
  });

  it('asks for the list with the search, tier and status, and exports with the same filters', async () => {
    const fetchMock = mockMembers(pageOf([buildMember()]));
    renderApp('/dashboard/creator-hub/members');
    const user = userEvent.setup();

    const exportLink = await screen.findByRole('link', { name: 'Export CSV' });
    expect(exportLink).toHaveAttribute('href', '/v1/user/members/export');
    expect(membersQueries(fetchMock)[0]).toEqual({ page: '1', per_page: '12' });

    // the archived tier can still be chosen: its members keep it to the end of their period
    expect(await screen.findByRole('option', { name: 'Silver (archived)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tier'), 'Gold');
    await user.selectOptions(screen.getByLabelText('Status'), 'Lapsed');
    await user.type(screen.getByLabelText('Search members'), 'ana');

    await waitFor(() =>
      expect(membersQueries(fetchMock).at(-1)).toEqual({
        search: 'ana',
        tier_id: goldId,
        status: 'lapsed',
        page: '1',
        per_page: '12',
      }),
    );
    const href = new URL(exportLink.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/v1/user/members/export');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      search: 'ana',
      tier_id: goldId,
      status: 'lapsed',
    });
  });

  it('loads the next 12 as the end of the list comes into view', async () => {
    // the end of the list is in view at once
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private callback: IntersectionObserverCallback) {}
        observe() {
          this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    const fetchMock = mockMembers((url) =>
      url.searchParams.get('page') === '2'
        ? pageOf([buildMember({ total_paid: '55.00' })], { current_page: 2, last_page: 2, per_page: 12 })
        : pageOf(
            Array.from({ length: 12 }, () => buildMember()),
            { current_page: 1, last_page: 2, per_page: 12 },
          ),
    );
    renderApp('/dashboard/creator-hub/members');

    expect(await screen.findByText('₱55.00')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(14);
    expect(membersQueries(fetchMock).map((query) => query.page)).toEqual(['1', '2']);
  });

  it('says when there are no members yet, and when a search finds none', async () => {
    mockMembers(pageOf([]));
    renderApp('/dashboard/creator-hub/members');

    expect(await screen.findByText(/You have no members yet/)).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Search members'), 'zzz');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });

  it('offers Try Again when the list cannot be loaded', async () => {
    let fail = true;
    mockMembers(() =>
      fail
        ? {
            status: 404,
            body: { exception: 'NotFoundException', message_key: 'notFound', message: 'Not found.' },
          }
        : pageOf([buildMember({ total_paid: '99.00' })]),
    );
    renderApp('/dashboard/creator-hub/members');

    expect(await screen.findByText(/Unable to load members\./)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('₱99.00')).toBeInTheDocument();
  });
});
