import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  buildProfile,
  buildTransaction,
  buildUser,
  mockApi,
  pageOf,
  renderApp,
  sentBodies,
  siteConfig,
  unauthorized,
} from '@/testing/test-utils';

/** Maria's page, as Maria (Share Profile) or as a visitor (Share), with its Share QR Code open. */
async function openShareQrCode(own: boolean) {
  mockApi({
    'GET /v1/user/profile': own
      ? { body: { data: buildUser({ profile: { ...buildUser().profile, page_url: 'maria' } }) } }
      : unauthorized,
    'GET /v1/profile/maria': { body: { data: buildProfile({ is_owner: own }) } },
    'GET /v1/profile/maria/gifts': pageOf([]),
  });
  renderApp('/maria');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Share' }));
  const share = await screen.findByRole('dialog', { name: own ? 'Share Profile' : 'Share' });
  await user.click(within(share).getByRole('button', { name: 'Share QR Code' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share QR Code' });
  return { user, dialog };
}

const pdfLink = (dialog: HTMLElement) =>
  within(dialog).getByText('Download PDF').closest('a')?.getAttribute('href');

describe('Print a standee', () => {
  it("downloads the creator's standee PDF in the size chosen, with the code's preset amount", async () => {
    const { user, dialog } = await openShareQrCode(true);
    expect(within(dialog).getByRole('heading', { name: 'Print a standee' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'A6 (105 × 148 mm)' })).toBeChecked();
    expect(pdfLink(dialog)).toBe('/v1/user/standee?size=a6');
    expect(within(dialog).getByRole('link', { name: 'Download PDF' })).toHaveAccessibleDescription(
      'PDF for a print shop, with 3 mm bleed',
    );

    await user.click(within(dialog).getByRole('radio', { name: 'A5 (148 × 210 mm)' }));
    await user.type(within(dialog).getByLabelText('Preset gift amount'), '99.5');
    expect(pdfLink(dialog)).toBe('/v1/user/standee?size=a5&amount=99.50');
    expect(within(dialog).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download');
  });

  it('keeps the PDF until an amount the gift form would refuse is fixed', async () => {
    const { user, dialog } = await openShareQrCode(true);
    const amount = within(dialog).getByLabelText('Preset gift amount');

    await user.type(amount, '1.234');
    expect(pdfLink(dialog)).toBeNull();
    expect(within(dialog).getByText('Download PDF').closest('a')).toHaveAttribute('aria-disabled', 'true');

    await user.clear(amount);
    await user.type(amount, '150');
    await waitFor(() => expect(pdfLink(dialog)).toBe('/v1/user/standee?size=a6&amount=150'));
  });

  it("is not offered on someone else's page", async () => {
    const { dialog } = await openShareQrCode(false);
    expect(within(dialog).getByRole('button', { name: 'Download card' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Print a standee')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Download PDF')).not.toBeInTheDocument();
  });
});

describe("A standee's code", () => {
  it('opens Support Me even without an amount, and marks the gift as from the standee', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/gifts': pageOf([]),
      'POST /v1/donate/maria': {
        body: { data: { link_url: 'http://localhost:3000/sandbox/checkout/ref_3', reference: 'ref_3' } },
      },
    });
    renderApp('/maria?source=qr-standee');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Support Me' });
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('');

    await user.type(within(dialog).getByLabelText('Amount'), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm payment' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/sandbox/checkout/ref_3'));
    expect(sentBodies(fetchMock, 'POST /v1/donate/maria')).toEqual([
      expect.objectContaining({ amount: '120.00', source: 'qr-standee' }),
    ]);
  });
});

describe("A standee's gift in the creator's history", () => {
  it("says it came from the standee, as a stream's gift says it came from the stream", async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/transactions': pageOf([
        buildTransaction({ transaction_no: 'TXN-1', description: 'Gift from Liza', from_standee: true }),
        buildTransaction({ transaction_no: 'TXN-2', description: 'Gift from Ben', from_stream: true }),
        buildTransaction({ transaction_no: 'TXN-3', description: 'Gift from Ana' }),
      ]),
    });
    renderApp('/dashboard/transactions/history');

    const table = await screen.findByRole('table');
    await within(table).findByText('Gift from Liza');
    const [, liza, ben, ana] = within(table).getAllByRole('row');
    expect(within(liza!).getByText('From your standee')).toBeInTheDocument();
    expect(within(ben!).getByText('From your stream')).toBeInTheDocument();
    expect(within(ben!).queryByText('From your standee')).not.toBeInTheDocument();
    expect(within(ana!).queryByText(/^From your/)).not.toBeInTheDocument();
  });
});
