import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RefundRequest } from '@pixel/contract';
import { openModal } from '@/lib/modals';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildUser, creatorHome, mockApi, pageOf, renderApp, siteConfig } from '@/testing/test-utils';

// the test data's own words: the people's names, the references, the reason and the reply
const names = [
  'Ana Reyes',
  'Ben Cruz',
  'PXABC123',
  'PXMEM456',
  'The photo is blurry',
  'It renewed as the tier said.',
  'AR',
  'BC',
];

const person = (page_url: string, page_name: string) => ({
  page_url,
  page_name,
  avatar: null,
  avatar_variants: { WH100: null },
});

const buildRequest = (overrides: Partial<RefundRequest> = {}): RefundRequest => ({
  id: '00000000-0000-4000-8000-000000000001',
  reference: 'PXABC123',
  kind: 'purchase',
  amount: '150.00',
  status: 'awaiting_creator',
  reason: 'The photo is blurry',
  reply: null,
  supporter: person('ana', 'Ana Reyes'),
  creator: person('juan', 'Juan dela Cruz'),
  created_at: '2026-11-20T02:00:00.000Z',
  creator_due_at: '2026-11-23T02:00:00.000Z',
  answered_at: null,
  ...overrides,
});

const waiting = buildRequest();
const declined = buildRequest({
  id: '00000000-0000-4000-8000-000000000002',
  reference: 'PXMEM456',
  kind: 'membership',
  amount: '200.00',
  status: 'declined',
  reason: 'The photo is blurry',
  reply: 'It renewed as the tier said.',
  supporter: person('ben', 'Ben Cruz'),
  answered_at: '2026-11-19T02:00:00.000Z',
});

describe('refund requests in Filipino', () => {
  it('draws the creator’s list, Approve and Decline with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/refund-requests': pageOf([waiting, declined]),
    });
    renderApp('/dashboard/refund-requests');

    const list = await screen.findByRole('list', { name: 'Mga hiling na refund' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Sumagot bago ang');
    expect(second).toHaveTextContent('Tinanggihan');
    expect(englishLeft(screen.getByRole('main'), names)).toEqual([]);

    const user = userEvent.setup();
    await user.click(within(first!).getByRole('button', { name: 'Aprubahan ang refund' }));
    const approve = await screen.findByRole('dialog');
    expect(await within(approve).findByLabelText('Sagot (opsyonal)')).toBeInTheDocument();
    expect(englishLeft(approve, names)).toEqual([]);
    await user.click(within(approve).getByRole('button', { name: 'Kanselahin' }));

    await user.click(within(first!).getByRole('button', { name: 'Tanggihan' }));
    const decline = await screen.findByRole('dialog', { name: 'Tanggihan ang refund' });
    await user.click(within(decline).getByRole('button', { name: 'Tanggihan ang refund' }));
    expect(await within(decline).findByText('Kailangan ang sagot.')).toBeInTheDocument();
    expect(englishLeft(decline, names)).toEqual([]);
  });

  it('draws Ask for a refund with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/refund-requests': pageOf([]),
    });
    renderApp('/dashboard/refund-requests');
    expect(await screen.findByText('Walang hiling na refund.')).toBeInTheDocument();

    act(() =>
      openModal('ask-refund', {
        reference: 'PXABC123',
        amount: '150.00',
        creatorName: 'Ana Reyes',
        kind: 'purchase',
      }),
    );
    const modal = await screen.findByRole('dialog');
    const user = userEvent.setup();
    await user.click(await within(modal).findByRole('button', { name: 'Ipadala ang hiling' }));
    expect(await within(modal).findByText('Kailangan ang dahilan.')).toBeInTheDocument();
    expect(modal).toHaveTextContent('Hinihiling mo kay Ana Reyes na ibalik ang ₱150.00');
    expect(englishLeft(modal, names)).toEqual([]);
  });

  it('draws the dashboard’s card of waiting requests with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': creatorHome,
      'GET /v1/user/transactions': pageOf([]),
      'GET /v1/user/refund-requests': pageOf([waiting, declined]),
    });
    renderApp('/dashboard');

    const card = (
      await screen.findByRole('heading', { name: '1 hiling na refund ang naghihintay ng sagot mo' })
    ).closest('section')!;
    expect(within(card).getByRole('link', { name: 'Tingnan ang mga hiling na refund' })).toBeInTheDocument();
    expect(englishLeft(card, names)).toEqual([]);
  });
});
