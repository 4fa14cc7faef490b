import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAuditEntry, staffMe } from '@/testing/admin-builders';
import { mockApi, pageOf, renderApp } from '@/testing/test-utils';

const queriesTo = (api: ReturnType<typeof mockApi>, path: string) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

const personId = '00000000-0000-4000-a000-000000000100';
const suspension = buildAuditEntry({
  id: 2,
  action: 'person.suspend',
  reason: 'Selling stolen photos',
  before: { status: 'active' },
  after: { status: 'suspended' },
});
const byCommandLine = buildAuditEntry({
  id: 1,
  staff_user_id: null,
  staff_email: 'command line',
  staff_role: 'operator',
  action: 'staff.add',
  after: { role: 'finance' },
});

describe('the audit trail', () => {
  it('lists each line: when, who, what, on whom, why and what changed', async () => {
    mockApi({
      'GET /v1/admin/me': staffMe(),
      'GET /v1/admin/audit': pageOf([suspension, byCommandLine], { per_page: 20 }),
    });
    renderApp('/admin/audit');

    const table = await screen.findByRole('table', { name: 'Audit trail' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Nov 20, 2026 at 3:05 pm');
    expect(first).toHaveTextContent('support@pixel.ph (Support)');
    expect(first).toHaveTextContent('Suspended an account');
    expect(first).toHaveTextContent('Selling stolen photos');
    expect(first).toHaveTextContent('status: active → status: suspended');
    expect(within(first!).getByRole('link', { name: `Person ${personId}` })).toHaveAttribute(
      'href',
      `/admin/people/${personId}`,
    );
    expect(second).toHaveTextContent('command line (Operator)');
    expect(second).toHaveTextContent('— → role: finance');
  });

  it('shows the lines it had, faded and busy, until the filtered ones come', async () => {
    let answerFiltered = () => {};
    const filtered = new Promise<void>((resolve) => (answerFiltered = resolve));
    mockApi({
      'GET /v1/admin/me': staffMe(),
      'GET /v1/admin/audit': async ({ url }) => {
        if (!url.searchParams.has('action')) return pageOf([suspension, byCommandLine], { per_page: 20 });
        await filtered;
        return pageOf([suspension], { per_page: 20 });
      },
    });
    renderApp('/admin/audit');
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: 'Audit trail' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'person.suspend');
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    const lines = table.closest('.mantine-Paper-root')!;
    await waitFor(() => expect(lines).toHaveAttribute('aria-busy', 'true'));
    expect(lines).toHaveStyle({ opacity: '0.6' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    answerFiltered();
    await waitFor(() => expect(lines).not.toHaveAttribute('aria-busy'));
    expect(lines).toHaveStyle({ opacity: '1' });
    expect(within(screen.getByRole('table', { name: 'Audit trail' })).getAllByRole('row')).toHaveLength(2);
  });

  it('sends its filters, and keeps them in the address', async () => {
    const api = mockApi({
      'GET /v1/admin/me': staffMe(),
      'GET /v1/admin/audit': pageOf([suspension], { per_page: 20 }),
    });
    const { router } = renderApp('/admin/audit');
    const user = userEvent.setup();

    await screen.findByRole('table', { name: 'Audit trail' });
    await user.type(screen.getByRole('textbox', { name: 'Staff email' }), 'support@');
    await user.type(screen.getByRole('textbox', { name: 'Person id' }), personId);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'person.suspend');
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    await waitFor(() =>
      expect(queriesTo(api, '/v1/admin/audit').at(-1)).toEqual({
        staff: 'support@',
        user_id: personId,
        action: 'person.suspend',
        page: '1',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      staff: 'support@',
      user_id: personId,
      action: 'person.suspend',
    });
  });

  it('reads the filters of its address, and refuses a person id that is not one', async () => {
    const api = mockApi({
      'GET /v1/admin/me': staffMe(),
      'GET /v1/admin/audit': pageOf([], { per_page: 20 }),
    });
    renderApp('/admin/audit?action=person.view');
    const user = userEvent.setup();

    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('person.view');
    expect(queriesTo(api, '/v1/admin/audit')).toEqual([{ action: 'person.view', page: '1' }]);

    await user.type(screen.getByRole('textbox', { name: 'Person id' }), '12');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('The selected user is invalid.')).toBeInTheDocument();
    expect(queriesTo(api, '/v1/admin/audit')).toHaveLength(1);
  });

  it('filters by every action staff write, the payouts, refund requests and held messages among them', async () => {
    mockApi({ 'GET /v1/admin/me': staffMe(), 'GET /v1/admin/audit': pageOf([], { per_page: 20 }) });
    renderApp('/admin/audit');

    const action = await screen.findByRole('combobox', { name: 'Action' });
    const offered = within(action)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(offered).toEqual(
      expect.arrayContaining([
        'person.reveal',
        'payout_details.propose',
        'payout.hold',
        'payout.release',
        'payout.retry',
        'refund_request.approve',
        'refund_request.decline',
        'held_message.approve',
        'held_message.remove',
        'identity.view',
        'identity.file_view',
        'identity.approve',
        'identity.reject',
      ]),
    );
    expect(within(action).getByRole('option', { name: 'Held a payout' })).toHaveValue('payout.hold');
    expect(within(action).getByRole('option', { name: 'Looked at an identity photo' })).toHaveValue(
      'identity.file_view',
    );
  });
});
