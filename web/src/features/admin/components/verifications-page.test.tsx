import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminVerificationSummary } from '@pixel/contract';
import { staffMe } from '@/testing/admin-builders';
import { mockApi, pageOf, renderApp, screenWhere } from '@/testing/test-utils';
import { buildVerificationSummary } from '../testing/verification-builders';

const queriesTo = (api: ReturnType<typeof mockApi>, path: string) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

const queue = '/v1/admin/verifications';
const maria = buildVerificationSummary();
const jun = buildVerificationSummary({
  id: '00000000-0000-4000-a000-000000000901',
  id_type: 'passport',
  user: { id: '00000000-0000-4000-a000-000000000101', page_url: 'jun', page_name: 'Jun Draws', email: null },
  submitted_at: '2026-11-17T02:00:00.000Z',
});
const rejected = buildVerificationSummary({
  id: '00000000-0000-4000-a000-000000000902',
  status: 'rejected',
  id_type: 'drivers_license',
  reviewed_at: '2026-11-18T03:00:00.000Z',
});

/** The queue as the server keeps it: the checks of the status asked for. */
const byStatus =
  (verifications: AdminVerificationSummary[]) =>
  ({ url }: { url: URL }) =>
    pageOf(
      verifications.filter(
        (verification) => verification.status === (url.searchParams.get('status') ?? 'pending'),
      ),
      { per_page: 20 },
    );

describe('identity checks', () => {
  it('lists the pending checks first, oldest first, with who sent which ID and a link to each', async () => {
    const api = mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${queue}`]: byStatus([maria, jun, rejected]),
    });
    renderApp('/admin/verifications');

    const table = await screen.findByRole('table', { name: 'Identity checks' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Maria Sketches @maria');
    expect(first).toHaveTextContent('PhilSys national ID');
    expect(first).toHaveTextContent('Nov 16, 2026 at 10:00 am');
    expect(within(first!).getByRole('link', { name: 'Maria Sketches' })).toHaveAttribute(
      'href',
      `/admin/people/${maria.user.id}`,
    );
    expect(
      within(first!).getByRole('link', { name: 'Review the identity check of Maria Sketches' }),
    ).toHaveAttribute('href', `/admin/verifications/${maria.id}`);
    expect(second).toHaveTextContent('Jun Draws @jun');
    expect(second).toHaveTextContent('Passport');
    expect(screen.getByText('2 identity checks, oldest first')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(queriesTo(api, queue)).toEqual([{ status: 'pending', page: '1' }]);
  });

  it('switches the status with its tabs, kept in the address, and says when a decided one was answered', async () => {
    const api = mockApi({
      'GET /v1/admin/me': staffMe('admin'),
      [`GET ${queue}`]: byStatus([maria, rejected]),
    });
    const { router } = renderApp('/admin/verifications');
    const user = userEvent.setup();

    await screen.findByRole('table', { name: 'Identity checks' });
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));

    await waitFor(() => expect(router.state.location.search).toBe('?status=rejected'));
    const table = await screen.findByRole('table', { name: 'Identity checks' });
    expect(within(table).getByRole('columnheader', { name: 'Rejected' })).toBeInTheDocument();
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent("Driver's license");
    expect(row).toHaveTextContent('Nov 18, 2026 at 11:00 am');
    expect(queriesTo(api, queue).at(-1)).toEqual({ status: 'rejected', page: '1' });

    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByText('No identity checks have been approved.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=approved');
    expect(queriesTo(api, queue).at(-1)).toEqual({ status: 'approved', page: '1' });
  });

  it('reads the status and the page of its address', async () => {
    const api = mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${queue}`]: pageOf([rejected], { current_page: 2, last_page: 2, per_page: 1 }),
    });
    renderApp('/admin/verifications?status=rejected&page=2');

    expect(await screen.findByRole('tab', { name: 'Rejected' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Identity checks' })).toBeInTheDocument();
    expect(queriesTo(api, queue)).toEqual([{ status: 'rejected', page: '2' }]);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists them as entries, not a table, on a phone', async () => {
    screenWhere('(max-width: 48em)');
    mockApi({ 'GET /v1/admin/me': staffMe('support'), [`GET ${queue}`]: byStatus([maria]) });
    renderApp('/admin/verifications');

    const list = await screen.findByRole('list', { name: 'Identity checks' });
    const [entry] = within(list).getAllByRole('listitem');
    expect(entry).toHaveTextContent('Maria Sketches @maria');
    expect(entry).toHaveTextContent('ID typePhilSys national ID');
    expect(
      within(entry!).getByRole('link', { name: 'Review the identity check of Maria Sketches' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is in the menu of the roles that review identities only', async () => {
    mockApi({ 'GET /v1/admin/me': staffMe('finance') });
    renderApp('/admin');

    const menu = await screen.findByRole('navigation', { name: 'Staff' });
    expect(within(menu).queryByRole('link', { name: 'Identity checks' })).not.toBeInTheDocument();
  });
});
