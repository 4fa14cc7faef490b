import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdminRefund, staffMe } from '@/testing/admin-builders';
import { mockApi, renderApp } from '@/testing/test-utils';

describe('failed refunds', () => {
  it('lists each refund the provider refused: reference, creator, amount, its answer in words, why, when', async () => {
    mockApi({
      'GET /v1/admin/me': staffMe('finance'),
      'GET /v1/admin/refunds/failed': {
        body: {
          data: [
            buildAdminRefund(),
            buildAdminRefund({
              reference: 'G-3HX8PA',
              amount: '50.00',
              failure_reason: 'paid through xendit',
              note: null,
              payee_page_url: 'juan',
            }),
          ],
        },
      },
    });
    renderApp('/admin/refunds');

    const table = await screen.findByRole('table', { name: 'Failed refunds' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('P-7KQ2M9');
    expect(first).toHaveTextContent('₱150.00');
    expect(first).toHaveTextContent("Past the payment's refund window");
    expect(first).toHaveTextContent('refund_not_allowed');
    expect(first).toHaveTextContent('The photo was not what the caption promised');
    expect(first).toHaveTextContent('Nov 20, 2026 at 4:00 pm');
    // the creator's page address finds them on People
    expect(within(first!).getByRole('link', { name: '@maria' })).toHaveAttribute('href', '/admin?q=maria');
    // a code with no words for it is shown as the provider sent it
    expect(second).toHaveTextContent('paid through xendit');
    expect(second).toHaveTextContent('—');
  });

  it('lists the refunds waiting for a second approval, each a link to the person who was paid', async () => {
    mockApi({
      'GET /v1/admin/me': staffMe('finance'),
      'GET /v1/admin/refunds/failed': { body: { data: [] } },
      'GET /v1/admin/refunds/awaiting-approval': {
        body: {
          data: [
            {
              reference: 'G-BIG',
              amount: '5500.00',
              paid: '6000.00',
              payee_user_id: '00000000-0000-4000-a000-000000000100',
              payee_page_url: 'maria',
              staff_user_id: '00000000-0000-4000-a000-000000000002',
              staff_email: 'ana@pixel.ph',
              reason: 'Charged twice',
              created_at: '2026-11-20T08:00:00.000Z',
            },
          ],
        },
      },
    });
    renderApp('/admin/refunds');

    const table = await screen.findByRole('table', { name: 'Refunds waiting for a second approval' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('@maria');
    expect(row).toHaveTextContent('₱5,500.00');
    expect(row).toHaveTextContent('₱6,000.00');
    expect(row).toHaveTextContent('ana@pixel.ph');
    expect(row).toHaveTextContent('Charged twice');
    expect(within(row!).getByRole('link', { name: 'G-BIG' })).toHaveAttribute(
      'href',
      '/admin/people/00000000-0000-4000-a000-000000000100',
    );
    expect(screen.getByText(/Refunds above ₱5,000\.00 that one staff member approved/)).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    mockApi({
      'GET /v1/admin/me': staffMe('admin'),
      'GET /v1/admin/refunds/failed': { body: { data: [] } },
      'GET /v1/admin/refunds/awaiting-approval': { body: { data: [] } },
    });
    renderApp('/admin/refunds');

    expect(await screen.findByText('No failed refunds.')).toBeInTheDocument();
    expect(await screen.findByText('No refund waits for a second approval.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Failed refunds', level: 1 })).toBeInTheDocument();
  });

  it('says in the server’s words when the role may not see them', async () => {
    mockApi({
      'GET /v1/admin/me': staffMe('support'),
      'GET /v1/admin/refunds/failed': {
        status: 403,
        body: {
          exception: 'ForbiddenException',
          message_key: 'staffRoleNotAllowed',
          message: 'Your staff role does not allow this.',
        },
      },
    });
    renderApp('/admin/refunds');

    expect(await screen.findByText('Your staff role does not allow this.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });
});
