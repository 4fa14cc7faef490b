import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  buildProfile,
  buildUser,
  mockApi,
  pageOf,
  renderApp,
  siteConfig,
  unauthorized,
} from '@/testing/test-utils';

const origin = window.location.origin;
const mariaLink = `${origin}/maria`;

/** A visitor on Maria's page, with the Share modal open. */
async function openShare(profile = buildProfile()) {
  mockApi({
    'GET /v1/user/profile': unauthorized,
    'GET /v1/profile/maria': { body: { data: profile } },
    'GET /v1/profile/maria/gifts': pageOf([]),
  });
  const view = renderApp('/maria');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share' });
  return { ...view, user, dialog };
}

describe('Share', () => {
  it("shows the page's link and its QR code", async () => {
    const { dialog } = await openShare();

    expect(within(dialog).getByText("Share Maria Sketches's page with your friends.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Page link')).toHaveValue(mariaLink);
    expect(within(dialog).getByRole('img', { name: `QR code of ${mariaLink}` })).toBeInTheDocument();
  });

  it("opens each network's share dialog in a 500x600 popup", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, dialog } = await openShare();
    const link = encodeURIComponent(mariaLink);
    const text = encodeURIComponent('Support Maria Sketches on PIXEL');
    const targets = within(dialog).getByRole('group', { name: 'Share on' });

    for (const name of ['Facebook', 'Telegram', 'X', 'Viber']) {
      await user.click(within(targets).getByRole('button', { name }));
    }

    expect(open.mock.calls).toEqual([
      [`https://www.facebook.com/sharer/sharer.php?u=${link}`, 'share', 'width=500,height=600'],
      [`https://t.me/share/url?url=${link}&text=${text}`, 'share', 'width=500,height=600'],
      [`https://x.com/intent/post?url=${link}&text=${text}`, 'share', 'width=500,height=600'],
      [
        `viber://forward?text=${encodeURIComponent(`Support Maria Sketches on PIXEL ${mariaLink}`)}`,
        'share',
        'width=500,height=600',
      ],
    ]);
  });

  it('copies the link and says so', async () => {
    const { user, dialog } = await openShare();

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(mariaLink);
  });

  it('says so when the browser refuses the clipboard', async () => {
    const { user, dialog } = await openShare();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByText('The link could not be copied')).toBeInTheDocument();
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it("is Share Profile on the creator's own page", async () => {
    mockApi({
      'GET /v1/user/profile': {
        body: { data: buildUser({ profile: { ...buildUser().profile, page_url: 'maria' } }) },
      },
      'GET /v1/profile/maria': { body: { data: buildProfile({ is_owner: true }) } },
      'GET /v1/profile/maria/gifts': pageOf([]),
    });
    renderApp('/maria');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Share' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share Profile' });
    expect(within(dialog).getByLabelText('Page link')).toHaveValue(mariaLink);
  });
});

describe('Share Profile', () => {
  it("is opened from the dashboard's page link card", async () => {
    mockApi({ 'GET /v1/user/profile': { body: { data: buildUser() } }, 'GET /v1/site/config': siteConfig });
    renderApp('/dashboard');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Share Profile' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share Profile' });
    expect(
      within(dialog).getByText('Share your page so your supporters can find you and send you gifts.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Page link')).toHaveValue(`${origin}/juan`);
    expect(within(dialog).getByRole('img', { name: `QR code of ${origin}/juan` })).toBeInTheDocument();
  });
});

describe('Share QR Code', () => {
  async function openShareQrCode() {
    const opened = await openShare();
    await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Share QR Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share QR Code' });
    return { ...opened, dialog };
  }

  it('puts a preset gift amount into the code, which the page then opens Support Me with', async () => {
    const { user, dialog, router } = await openShareQrCode();
    expect(within(dialog).getByRole('img', { name: `QR code of ${mariaLink}` })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Preset gift amount'), '150');
    expect(
      within(dialog).getByRole('img', { name: `QR code of ${mariaLink}?amount=150` }),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Preset gift amount'));
    await user.type(within(dialog).getByLabelText('Preset gift amount'), '99.5');
    expect(
      within(dialog).getByRole('img', { name: `QR code of ${mariaLink}?amount=99.50` }),
    ).toBeInTheDocument();

    // scanning the code: Support Me opens with the amount
    await router.navigate('/maria?amount=99.50');
    const supportMe = await screen.findByRole('dialog', { name: 'Support Me' });
    expect(within(supportMe).getByLabelText('Amount')).toHaveValue('99.50');
  });

  it('refuses an amount the gift form would refuse, and keeps the downloads until it is fixed', async () => {
    const { user, dialog } = await openShareQrCode();
    const amount = within(dialog).getByLabelText('Preset gift amount');

    await user.type(amount, '1.234');
    expect(
      within(dialog).getByText('The amount must be a number with at most 2 decimal places.'),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    // the code does not pretend to carry an amount it cannot
    expect(within(dialog).getByRole('img', { name: `QR code of ${mariaLink}` })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download QR code' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Download card' })).toBeDisabled();

    await user.clear(amount);
    await user.type(amount, '0');
    expect(within(dialog).getByText('The amount must be greater than 0.')).toBeInTheDocument();

    await user.clear(amount);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Download QR code' })).toBeEnabled(),
    );
    expect(within(dialog).getByRole('button', { name: 'Download card' })).toBeEnabled();
  });

  it('describes the two downloads', async () => {
    const { dialog } = await openShareQrCode();

    expect(within(dialog).getByRole('button', { name: 'Download QR code' })).toHaveAccessibleDescription(
      'PNG, 400 × 400, transparent',
    );
    expect(within(dialog).getByRole('button', { name: 'Download card' })).toHaveAccessibleDescription(
      'PNG, 1000 × 1200, with the page name',
    );
  });
});
