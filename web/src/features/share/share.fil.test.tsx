import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile, mockApi, pageOf, renderApp, unauthorized } from '@/testing/test-utils';
import { englishLeft, inFilipino } from '@/testing/filipino';

// the page's own link, drawn under its QR code and named in the code's label
const names = ['Telegram', 'Viber', 'PNG', '400', '1000', '1200', '0.00', window.location.host];

describe('Share in Filipino', () => {
  it('shows Share and Share QR Code with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/gifts': pageOf([]),
    });
    renderApp('/maria');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'I-share' }));
    const dialog = await screen.findByRole('dialog', { name: 'I-share' });

    expect(
      within(dialog).getByText('I-share ang page ni Maria Sketches sa mga kaibigan mo.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Link ng page')).toBeInTheDocument();
    expect(englishLeft(dialog, names)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'I-share ang QR Code' }));
    const qr = await screen.findByRole('dialog', { name: 'I-share ang QR Code' });
    expect(within(qr).getByRole('button', { name: 'I-download ang card' })).toBeInTheDocument();
    expect(englishLeft(qr, names)).toEqual([]);
  });
});
