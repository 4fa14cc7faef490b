import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refundRequestMessages, type SupportedRecord } from '@pixel/contract';
import { buildRefundRequest } from '@/testing/admin-builders';
import { buildUser, mockApi, pageOf, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';

const signedIn = { body: { data: buildUser() } };
const maria = { page_url: 'maria', page_name: 'Maria', avatar: null, avatar_variants: { WH100: null } };

const bought = (overrides: Partial<SupportedRecord> = {}): SupportedRecord => ({
  reference: 'PXABC123',
  kind: 'purchase',
  amount: '150.00',
  status: 'paid',
  paid_at: '2026-11-20T02:00:00.000Z',
  creator: maria,
  message: null,
  is_anonymous: false,
  reply: null,
  // no post to draw: the picture is beside the point here
  post: null,
  goal: null,
  refund_reason: null,
  refund_request: null,
  refundable_until: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  ...overrides,
});

describe('asking for a refund from My support', () => {
  it('sends the reason, says what the server said and shows the request waiting for the creator', async () => {
    let record = bought();
    const fetchMock = mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/supported': () => pageOf([record]),
      'POST /v1/user/refund-requests': () => {
        const request = buildRefundRequest({
          reference: record.reference,
          status: 'awaiting_creator',
          reason: 'The photo is blurry',
          supporter: {
            page_url: 'juan',
            page_name: 'Juan dela Cruz',
            avatar: null,
            avatar_variants: { WH100: null },
          },
          creator: maria,
        });
        record = {
          ...record,
          refund_request: { id: request.id, status: request.status, reply: null },
          refundable_until: null,
        };
        return { status: 201, body: { data: { message: refundRequestMessages.asked, request } } };
      },
    });
    renderApp('/dashboard/supported');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Ask for a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a refund' });
    expect(dialog).toHaveTextContent('You are asking Maria to give back the ₱150.00 you paid for this post.');
    expect(dialog).toHaveTextContent('Maria has 3 days to answer; if they do not, PIXEL support decides.');
    await user.type(within(dialog).getByLabelText(/Reason/), 'The photo is blurry');
    expect(dialog).toHaveTextContent('19/500');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(refundRequestMessages.asked)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/user/refund-requests')).toEqual([
      { reference: 'PXABC123', reason: 'The photo is blurry' },
    ]);
    expect(await screen.findByText('Refund asked: waiting for the creator')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Ask for a refund' })).not.toBeInTheDocument();
  });

  it('asks for a reason before sending, and shows the reason the server refuses under the field', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/supported': pageOf([bought()]),
      'POST /v1/user/refund-requests': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'invalidData',
          message: 'The reason field is required.',
          errors: { reason: ['The reason field is required.'] },
        },
      },
    });
    renderApp('/dashboard/supported');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Ask for a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a refund' });
    const reason = within(dialog).getByLabelText(/Reason/);
    // spaces alone are no reason, here as on the server
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, 'POST /v1/user/refund-requests')).toEqual([]);

    // the server's own refusal lands under the same field
    await user.clear(reason);
    await user.type(reason, 'Blurry');
    await waitFor(() =>
      expect(within(dialog).queryByText('The reason field is required.')).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /v1/user/refund-requests')).toHaveLength(1));
    expect(await within(dialog).findByText('The reason field is required.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Ask for a refund' })).toBeInTheDocument();
  });
});
