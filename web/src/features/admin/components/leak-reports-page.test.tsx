import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LeakReport } from '@pixel/contract';
import { staffMe } from '@/testing/admin-builders';
import { mockApi, renderApp, sentBodies } from '@/testing/test-utils';

const list = '/v1/admin/leak-reports';

function buildLeakReport(overrides: Partial<LeakReport> = {}): LeakReport {
  return {
    id: '00000000-0000-4000-a000-000000000701',
    lookup_id: '00000000-0000-4000-a000-000000000702',
    status: 'open',
    creator: {
      user_id: '00000000-0000-4000-a000-000000000100',
      page_url: 'maria',
      page_name: 'Maria Sketches',
    },
    viewer: { user_id: '00000000-0000-4000-a000-000000000200', page_url: 'leaker', page_name: 'Lito Leaker' },
    post_id: '00000000-0000-4000-a000-000000000703',
    access: 'buyer',
    purchase_id: '00000000-0000-4000-a000-000000000704',
    note: 'On a forum',
    confidence: { sigma: 14.2, runner_up: 1.3 },
    access_revoked_at: null,
    suspended_at: null,
    closed_at: null,
    created_at: '2026-11-19T02:00:00.000Z',
    ...overrides,
  };
}

const page = (reports: LeakReport[]) => ({
  body: {
    data: reports,
    meta: { current_page: 1, last_page: 1, per_page: 20, total: reports.length, from: 1, to: reports.length },
  },
});

const report = buildLeakReport();
const byMember = buildLeakReport({
  id: '00000000-0000-4000-a000-000000000711',
  viewer: { user_id: '00000000-0000-4000-a000-000000000201', page_url: 'fan', page_name: 'Fan Member' },
  access: 'member',
  purchase_id: null,
  note: null,
});

describe('leak reports', () => {
  it('lists the open reports with creator, post, viewer, when and note, in the staff menu', async () => {
    mockApi({ 'GET /v1/admin/me': staffMe('support'), [`GET ${list}`]: page([report, byMember]) });
    renderApp('/admin/leak-reports');

    const table = await screen.findByRole('table', { name: 'Leak reports' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('@mariaMaria Sketches@leakerLito Leaker');
    expect(first).toHaveTextContent(report.post_id!);
    expect(first).toHaveTextContent('14.2 σ (next 1.3)Nov 19, 2026 at 10:00 amOn a forum');
    expect(within(first!).getByRole('link', { name: '@leaker' })).toHaveAttribute(
      'href',
      `/admin/people/${report.viewer.user_id}`,
    );
    for (const name of ['Close the post to this buyer', 'Suspend the account', 'Close the report']) {
      expect(within(first!).getByRole('button', { name: `${name}: @leaker` })).toBeInTheDocument();
    }
    // a member's copy closes too: the post, not the membership
    expect(second).toHaveTextContent('No note');
    expect(
      within(second!).getByRole('button', { name: 'Close the post to this member: @fan' }),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Staff' });
    expect(within(menu).getByRole('link', { name: 'Leak reports' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes the post to the buyer with a reason, which it asks for, and reads the list again', async () => {
    let acted = false;
    const revoke = `POST ${list}/${report.id}/revoke`;
    const api = mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${list}`]: () =>
        page([acted ? buildLeakReport({ access_revoked_at: '2026-11-30T02:00:00.000Z' }) : report]),
      [revoke]: () => {
        acted = true;
        return { body: { data: buildLeakReport({ access_revoked_at: '2026-11-30T02:00:00.000Z' }) } };
      },
    });
    renderApp('/admin/leak-reports');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Close the post to this buyer: @leaker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the post to this buyer?' });
    expect(dialog).toHaveTextContent('Lito Leaker (@leaker)Reported by @maria');
    await user.click(within(dialog).getByRole('button', { name: 'Close the post to this buyer' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeInTheDocument();
    expect(sentBodies(api, revoke)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Leaked on a forum');
    await user.click(within(dialog).getByRole('button', { name: 'Close the post to this buyer' }));
    expect(
      await screen.findByText('The post is closed to this buyer. Their payment is untouched.'),
    ).toBeInTheDocument();
    expect(sentBodies(api, revoke)).toEqual([{ reason: 'Leaked on a forum' }]);
    expect(await screen.findByText('Post closed to them')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the post to a member, saying their membership stays', async () => {
    const revoke = `POST ${list}/${byMember.id}/revoke`;
    const api = mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${list}`]: page([byMember]),
      [revoke]: { body: { data: { ...byMember, access_revoked_at: '2026-11-30T02:00:00.000Z' } } },
    });
    renderApp('/admin/leak-reports');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Close the post to this member: @fan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the post to this member?' });
    expect(dialog).toHaveTextContent('Their membership opens every other post of its tier');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Shared it in a group chat');
    await user.click(within(dialog).getByRole('button', { name: 'Close the post to this member' }));
    expect(
      await screen.findByText('The post is closed to this member. Their membership is untouched.'),
    ).toBeInTheDocument();
    expect(sentBodies(api, revoke)).toEqual([{ reason: 'Shared it in a group chat' }]);
  });

  it('suspends the account and closes the report, each with its reason', async () => {
    const suspend = `POST ${list}/${report.id}/suspend`;
    const close = `POST ${list}/${report.id}/close`;
    const api = mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${list}`]: page([report]),
      [suspend]: { body: { data: buildLeakReport({ suspended_at: '2026-11-30T02:00:00.000Z' }) } },
      [close]: {
        body: { data: buildLeakReport({ status: 'closed', closed_at: '2026-11-30T02:00:00.000Z' }) },
      },
    });
    renderApp('/admin/leak-reports');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Suspend the account: @leaker' }));
    let dialog = await screen.findByRole('dialog', { name: 'Suspend this account?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Sold copies');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend the account' }));
    expect(
      await screen.findByText('The account is suspended. They are mailed the reason.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Close the report: @leaker' }));
    dialog = await screen.findByRole('dialog', { name: 'Close this report?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Answered');
    await user.click(within(dialog).getByRole('button', { name: 'Close the report' }));
    expect(await screen.findByText('The report is closed. The creator is told.')).toBeInTheDocument();

    expect(sentBodies(api, suspend)).toEqual([{ reason: 'Sold copies' }]);
    expect(sentBodies(api, close)).toEqual([{ reason: 'Answered' }]);
  });

  it('says a 409 as a change since the page was opened, above the buttons, and reads the list again', async () => {
    let reads = 0;
    mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${list}`]: () => {
        reads += 1;
        return page([report]);
      },
      [`POST ${list}/${report.id}/close`]: {
        status: 409,
        body: {
          exception: 'ConflictException',
          message_key: 'leakReportClosed',
          message: 'This leak report is closed already.',
        },
      },
    });
    renderApp('/admin/leak-reports');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Close the report: @leaker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this report?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Done');
    await user.click(within(dialog).getByRole('button', { name: 'Close the report' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This changed since you opened the page. This leak report is closed already.',
    );
    await waitFor(() => expect(reads).toBe(2));
  });

  it('is not in the menu of a role that may not act on content, and says the server’s refusal', async () => {
    mockApi({
      'GET /v1/admin/me': staffMe('finance'),
      [`GET ${list}`]: {
        status: 403,
        body: {
          exception: 'ForbiddenException',
          message_key: 'staffRoleNotAllowed',
          message: 'Your staff role does not allow this.',
        },
      },
    });
    renderApp('/admin/leak-reports');

    expect(await screen.findByText('Your staff role does not allow this.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Staff' });
    expect(within(menu).queryByRole('link', { name: 'Leak reports' })).not.toBeInTheDocument();
  });
});
