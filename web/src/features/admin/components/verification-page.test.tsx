import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { AdminVerification } from '@pixel/contract';
import { staffMe } from '@/testing/admin-builders';
import { inFilipino } from '@/testing/filipino';
import { mockApi, renderApp, sentBodies } from '@/testing/test-utils';
import { buildVerification } from '../testing/verification-builders';

// 31 the day before yesterday, whatever today is
const birthDate = dayjs().subtract(31, 'year').subtract(2, 'day').format('YYYY-MM-DD');
const maria = buildVerification({ birth_date: birthDate });
const path = `/v1/admin/verifications/${maria.id}`;

// the signed-in staff member of staffMe(), and a colleague's first approval waiting for a second
const me = '00000000-0000-4000-a000-000000000001';
const colleaguesApproval = {
  staff_user_id: '00000000-0000-4000-a000-000000000002',
  staff_email: 'finance@pixel.ph',
  reason: 'The passport matches the selfie.',
  created_at: '2026-11-17T03:00:00.000Z',
};

const details = (facts: HTMLElement) =>
  Object.fromEntries(
    within(facts)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('an identity check', () => {
  it('shows the details and the three photos, read from the files route', async () => {
    mockApi({ 'GET /v1/admin/me': staffMe('support'), [`GET ${path}`]: { body: { data: maria } } });
    renderApp(`/admin/verifications/${maria.id}`);

    const section = await screen.findByRole('region', { name: 'Details' });
    expect(details(section)).toMatchObject({
      Person: 'Maria Sketches @maria',
      Email: 'maria@studio.ph',
      'Legal name': 'Maria Clara Santos',
      'Birth date': `${dayjs(birthDate).format('MMM D, YYYY')} (31 years old)`,
      Address: '12 Mabini St, Barangay San Roque, Quezon City',
      'ID type': 'PhilSys national ID',
      Sent: 'Nov 16, 2026 at 10:00 am',
      Status: 'Pending',
    });
    expect(within(section).getByRole('link', { name: 'Maria Sketches' })).toHaveAttribute(
      'href',
      `/admin/people/${maria.user.id}`,
    );

    const photos = screen.getByRole('region', { name: 'Photos' });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => [img.getAttribute('alt'), img.getAttribute('src')]),
    ).toEqual([
      ['ID front', `${path}/files/front`],
      ['ID back', `${path}/files/back`],
      ['Selfie', `${path}/files/selfie`],
    ]);
    expect(photos).toHaveTextContent('recorded in the audit trail');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('opens a photo larger, and shows no back for a passport', async () => {
    const passport = buildVerification({
      id_type: 'passport',
      files: maria.files.filter((file) => file.side !== 'back'),
    });
    mockApi({ 'GET /v1/admin/me': staffMe('support'), [`GET ${path}`]: { body: { data: passport } } });
    renderApp(`/admin/verifications/${maria.id}`);
    const user = userEvent.setup();

    const photos = await screen.findByRole('region', { name: 'Photos' });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['ID front', 'Selfie']);

    await user.click(within(photos).getByRole('button', { name: 'Open the selfie larger' }));
    const viewer = await screen.findByRole('dialog', { name: 'Selfie' });
    expect(within(viewer).getByRole('img', { name: 'Selfie' })).toHaveAttribute(
      'src',
      `${path}/files/selfie`,
    );
  });

  it('shows who answered a decided check and why, and offers no answer', async () => {
    const rejected = buildVerification({
      status: 'rejected',
      reviewed_at: '2026-11-18T03:00:00.000Z',
      reviewed_by: 'support@pixel.ph',
      reason: 'The selfie is too dark to compare.',
    });
    mockApi({ 'GET /v1/admin/me': staffMe('support'), [`GET ${path}`]: { body: { data: rejected } } });
    renderApp(`/admin/verifications/${maria.id}`);

    const section = await screen.findByRole('region', { name: 'Details' });
    expect(details(section)).toMatchObject({
      Status: 'Rejected',
      Reviewed: 'Nov 18, 2026 at 11:00 am',
      'Reviewed by': 'support@pixel.ph',
      Reason: 'The selfie is too dark to compare.',
    });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('approves once with a reason, which it asks for, and shows the check waiting for a colleague', async () => {
    const api = mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${path}`]: { body: { data: maria } },
      [`POST ${path}/approve`]: ({ body }) => ({
        status: 202,
        body: {
          data: {
            message:
              'Your approval is recorded. A second staff member confirms it before the creator is verified.',
            verification: {
              ...maria,
              approval: {
                ...colleaguesApproval,
                staff_user_id: me,
                staff_email: 'support@pixel.ph',
                reason: (body as { reason: string }).reason,
              },
            },
          },
        },
      }),
    });
    renderApp(`/admin/verifications/${maria.id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this identity check?' });
    expect(dialog).toHaveTextContent('A second staff member confirms your approval');
    expect(dialog).toHaveTextContent('Maria Clara Santos');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeInTheDocument();
    expect(sentBodies(api, `POST ${path}/approve`)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Name and face match the ID');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(
      await screen.findByText('Your approval is recorded. A second staff member confirms it.'),
    ).toBeInTheDocument();
    expect(sentBodies(api, `POST ${path}/approve`)).toEqual([{ reason: 'Name and face match the ID' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // still pending; the approver cannot confirm their own approval, and is told why
    expect(details(screen.getByRole('region', { name: 'Details' }))).toMatchObject({ Status: 'Pending' });
    expect(screen.getByRole('alert', { name: 'Waiting for a second approval' })).toHaveTextContent(
      'You approved this check. A second staff member confirms it before the creator is verified.',
    );
    expect(screen.queryByRole('button', { name: /Approve|Confirm approval/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    // Approve is gone: the focus is on the page's heading, not on its body
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Identity check' })).toHaveFocus(),
    );
  });

  it("confirms a colleague's approval: the check is approved", async () => {
    let reads = 0;
    const waiting = { ...maria, approval: colleaguesApproval };
    const api = mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${path}`]: () => {
        reads += 1;
        return { body: { data: waiting } };
      },
      [`POST ${path}/approve`]: ({ body }) => ({
        body: {
          data: {
            message: 'Identity verified. The creator is told by email.',
            verification: {
              ...maria,
              status: 'approved',
              reviewed_at: '2026-11-18T03:00:00.000Z',
              reviewed_by: 'support@pixel.ph',
              reason: (body as { reason: string }).reason,
              approval: null,
            } satisfies AdminVerification,
          },
        },
      }),
    });
    renderApp(`/admin/verifications/${maria.id}`);
    const user = userEvent.setup();

    expect(await screen.findByRole('alert', { name: 'Waiting for a second approval' })).toHaveTextContent(
      'finance@pixel.ph approved this check: “The passport matches the selfie.” A second staff member confirms it',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this approval?' });
    expect(dialog).toHaveTextContent('The creator is then verified and may be paid out');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Name and face match the ID');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));

    expect(await screen.findByText('Identity verified. The creator is told by email.')).toBeInTheDocument();
    expect(sentBodies(api, `POST ${path}/approve`)).toEqual([{ reason: 'Name and face match the ID' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(details(screen.getByRole('region', { name: 'Details' }))).toMatchObject({
      Status: 'Approved',
      'Reviewed by': 'support@pixel.ph',
    });
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Identity check' })).toHaveFocus(),
    );
    // the answer is shown as the server gave it: no second read, which would be another line in the trail
    expect(reads).toBe(1);
  });

  it('rejects with the reason the creator is shown, and says so when a colleague answered first', async () => {
    let tries = 0;
    const api = mockApi({
      'GET /v1/admin/me': staffMe('admin'),
      [`GET ${path}`]: { body: { data: maria } },
      [`POST ${path}/reject`]: ({ body }) => {
        tries += 1;
        return tries === 1
          ? {
              status: 409,
              body: {
                exception: 'ConflictException',
                message_key: 'verificationAlreadyReviewed',
                message: 'This verification has been reviewed already.',
              },
            }
          : {
              body: {
                data: {
                  message: 'Verification rejected. The creator is told why by email and can send it again.',
                  verification: { ...maria, status: 'rejected', reason: (body as { reason: string }).reason },
                },
              },
            };
      },
    });
    renderApp(`/admin/verifications/${maria.id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this identity check?' });
    expect(dialog).toHaveTextContent('The reason is shown to the creator');
    expect(dialog).toHaveTextContent('they can submit again');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The ID photo is blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This verification has been reviewed already.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText(
        'Verification rejected. The creator is told why by email and can send it again.',
      ),
    ).toBeInTheDocument();
    expect(sentBodies(api, `POST ${path}/reject`)).toEqual([
      { reason: 'The ID photo is blurred' },
      { reason: 'The ID photo is blurred' },
    ]);
    await waitFor(() =>
      expect(details(screen.getByRole('region', { name: 'Details' }))).toMatchObject({
        Status: 'Rejected',
        Reason: 'The ID photo is blurred',
      }),
    );
  });

  it('says so when there is no such check', async () => {
    mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${path}`]: {
        status: 404,
        body: {
          exception: 'NotFoundException',
          message_key: 'noSuchVerification',
          message: 'No such verification.',
        },
      },
    });
    renderApp(`/admin/verifications/${maria.id}`);

    expect(await screen.findByText('No such identity check')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to identity checks' })).toHaveAttribute(
      'href',
      '/admin/verifications',
    );
  });

  it('says a colleague’s approval waits in Filipino, for a reader who chose it', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${path}`]: { body: { data: { ...maria, approval: colleaguesApproval } } },
    });
    renderApp(`/admin/verifications/${maria.id}`);

    const waiting = await screen.findByRole('alert', { name: 'Naghihintay ng pangalawang approval' });
    expect(waiting).toHaveTextContent(
      'In-approve ni finance@pixel.ph ang check na ito: “The passport matches the selfie.” Kailangang i-confirm ito ng pangalawang staff member bago ma-verify ang creator.',
    );
    expect(screen.getByRole('button', { name: 'I-confirm ang approval' })).toBeInTheDocument();
  });
});
