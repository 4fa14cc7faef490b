import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildTier } from '@/testing/content-builders';
import { buildUser, mockApi, pageOf, renderApp, siteConfig } from '@/testing/test-utils';
import { buildPhoto, buildPhotoPost, paidPricing } from '../testing/photo-builders';

/** An upload that stays under way: the browser's XHR, sent nowhere and never answered. */
class UploadUnderWay {
  upload = {};
  withCredentials = false;
  open() {}
  setRequestHeader() {}
  send() {}
  abort() {}
}

const ownSlide = () =>
  buildPhotoPost({
    type: 'image_collection',
    caption: 'Street set',
    is_payable: true,
    pricing: paidPricing,
    creator: {
      page_url: 'juan',
      page_name: 'Juan dela Cruz',
      avatar: null,
      avatar_variants: { WH100: null },
    },
    images: [buildPhoto({ position: 0 }), buildPhoto({ position: 1, is_payable: true })],
  });

function openSnapDashboard(posts = [ownSlide()]) {
  mockApi({
    'GET /v1/user/profile': { body: { data: buildUser() } },
    'GET /v1/site/config': siteConfig,
    'GET /v1/user/content/images/scheduled': pageOf([]),
    'GET /v1/profile/content/images/juan': pageOf(posts),
  });
  return renderApp('/dashboard/creator-hub/snap');
}

/** What the browser does before a reload or a closed tab: a cancelled event makes it ask first. */
const browserWouldAsk = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('new post', () => {
  it('asks before the page is left with a caption not posted, and stays when told to', async () => {
    const { router } = openSnapDashboard();
    const user = userEvent.setup();
    const caption = await screen.findByRole('textbox', { name: 'Caption' });
    expect(browserWouldAsk()).toBe(false);

    await user.type(caption, 'Night market #Cebu');
    expect(browserWouldAsk()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'See your Snap tab' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave page?' });
    expect(leave).toHaveTextContent('Your photos and caption are not posted yet.');
    await user.click(within(leave).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dashboard/creator-hub/snap');
    expect(screen.getByRole('textbox', { name: 'Caption' })).toHaveValue('Night market #Cebu');

    await user.click(screen.getByRole('link', { name: 'See your Snap tab' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave page?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/juan/pixel-snap'));
    // the form has gone with the page, and its warning with it
    await waitFor(() => expect(browserWouldAsk()).toBe(false));
  });

  it('leaves without asking when nothing was added', async () => {
    const { router } = openSnapDashboard();
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Caption' });
    await user.click(screen.getByRole('link', { name: 'See your Snap tab' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/juan/pixel-snap'));
    expect(screen.queryByRole('dialog', { name: 'Leave page?' })).not.toBeInTheDocument();
  });

  it('asks before a reload while a photo uploads, and gives the focus to Edit Photo when its modal closes', async () => {
    vi.stubGlobal('XMLHttpRequest', UploadUnderWay);
    openSnapDashboard();
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Caption' });
    const input = document.querySelector<HTMLInputElement>('form[aria-label="New post"] input[type="file"]')!;
    await user.upload(input, new File(['x'], 'market.jpg', { type: 'image/jpeg' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Photo' });
    expect(
      await within(dialog).findByRole('progressbar', { name: 'Uploading market.jpg' }),
    ).toBeInTheDocument();
    expect(browserWouldAsk()).toBe(true);

    // Choose photos, which opened it, gave way to the thumbnails
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Photo' })).toHaveFocus());
  });

  it('gives the focus back to the post’s menu when Edit Photo of a posted Slide closes', async () => {
    openSnapDashboard();
    const user = userEvent.setup();
    const card = await screen.findByRole('article');
    const menu = within(card).getByRole('button', { name: 'Post options' });
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Photo' }));
    await screen.findByRole('dialog', { name: 'Edit Photo' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menu).toHaveFocus());
  });
});

describe('a members-only post', () => {
  it('is offered for the creator tiers that take members, and then has no price to set', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/content/images/scheduled': pageOf([]),
      'GET /v1/profile/content/images/juan': pageOf([]),
      'GET /v1/user/memberships/tiers': {
        body: {
          data: [
            buildTier({ name: 'Sketch Club' }),
            buildTier({ name: 'Old', status: 'archived', position: 1 }),
          ],
        },
      },
    });
    renderApp('/dashboard/creator-hub/snap');
    const user = userEvent.setup();

    // Mantine's Select names its field and its list of options alike: the field comes first
    const [members] = await screen.findAllByLabelText(/^Members only/);
    await user.click(members!);
    expect(screen.queryByRole('option', { name: 'Old' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Sketch Club' }));

    expect(screen.getByRole('button', { name: 'Set Content Price' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Make it FREE' })).toBeDisabled();
  });
});
