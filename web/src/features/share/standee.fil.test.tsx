import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildUser, mockApi, pageOf, renderApp } from '@/testing/test-utils';
import { englishLeft, inFilipino } from '@/testing/filipino';

// sizes, formats and figures: the same in both languages; the page's own link, drawn under its QR code
const names = ['PNG', 'PDF', 'A6', 'A5', 'mm', '3', '105', '148', '210', '400', '1000', '1200', '0.00'];

describe('Print a standee in Filipino', () => {
  it("shows the creator's standee part of Share QR Code with no English left", async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': {
        body: { data: buildUser({ profile: { ...buildUser().profile, page_url: 'maria' } }) },
      },
      'GET /v1/profile/maria': { body: { data: buildProfile({ is_owner: true }) } },
      'GET /v1/profile/maria/gifts': pageOf([]),
    });
    renderApp('/maria');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'I-share' }));
    const share = await screen.findByRole('dialog', { name: 'I-share ang Profile' });
    await user.click(within(share).getByRole('button', { name: 'I-share ang QR Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'I-share ang QR Code' });

    expect(within(dialog).getByRole('heading', { name: 'Mag-print ng standee' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'I-download ang PDF' })).toHaveAttribute(
      'href',
      '/v1/user/standee?size=a6',
    );
    expect(englishLeft(dialog, [...names, window.location.host])).toEqual([]);
  });
});
