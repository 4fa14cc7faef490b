import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyTaps, takeEarlyTap } from '@/lib/early-taps';
import { buildProfile, mockApi, pageOf, renderApp, sentBodies, unauthorized } from '@/testing/test-utils';

/** The server's drawing of a creator page's buttons (server/src/features/share/first-paint.ts). */
function serverHeader() {
  const root = document.createElement('div');
  root.innerHTML =
    '<div class="pxs" aria-busy="true"><div class="pxs-acts">' +
    '<span class="pxs-btn pxs-out" data-tap="follow">Follow</span>' +
    '<span class="pxs-btn pxs-def" data-tap="share"><svg></svg>Share</span>' +
    '<span class="pxs-btn pxs-pri" data-tap="support">Support Me</span></div></div>';
  document.body.append(root);
  keepEarlyTaps(root);
  const button = (tap: string) => root.querySelector<HTMLElement>(`[data-tap="${tap}"]`)!;
  return { root, button };
}

const mariaPage = (extra: Record<string, unknown> = {}) =>
  mockApi({
    'GET /v1/user/profile': unauthorized,
    'GET /v1/profile/maria': { body: { data: buildProfile() } },
    'GET /v1/profile/maria/gifts': pageOf([]),
    ...extra,
  });

afterEach(() => {
  takeEarlyTap();
  document.body.innerHTML = '';
});

describe('a tap on a creator page before its app has loaded', () => {
  it('dims the button tapped, keeps the last tap, and gives it once', () => {
    const { root, button } = serverHeader();
    fireEvent.click(button('share'));
    expect(button('share')).toHaveClass('pxs-tapped');
    // the icon inside a button is part of it
    fireEvent.click(button('support'));
    expect(button('support')).toHaveClass('pxs-tapped');
    expect(button('share')).not.toHaveClass('pxs-tapped');
    fireEvent.click(root.querySelector('.pxs-acts')!);

    expect(takeEarlyTap()).toBe('support');
    expect(takeEarlyTap()).toBeNull();
    // once the app has taken it, taps are the app's own
    fireEvent.click(button('follow'));
    expect(takeEarlyTap()).toBeNull();
  });

  it('opens Support Me as soon as the page is drawn', async () => {
    mariaPage();
    const { root, button } = serverHeader();
    fireEvent.click(button('support'));
    root.remove();

    renderApp('/maria');
    expect(await screen.findByRole('dialog', { name: 'Support Me' })).toBeInTheDocument();
  });

  it('shares the page, or follows it: a visitor is asked to log in', async () => {
    const fetchMock = mariaPage({ 'POST /v1/user/follow': unauthorized });
    const first = serverHeader();
    fireEvent.click(first.button('share'));
    first.root.remove();
    const { unmount } = renderApp('/maria');
    expect(await screen.findByRole('dialog', { name: /share/i })).toBeInTheDocument();
    unmount();

    const second = serverHeader();
    fireEvent.click(second.button('follow'));
    second.root.remove();
    renderApp('/maria');
    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/user/follow')).toEqual([{ username: 'maria' }]);
  });

  it('does nothing when nothing was tapped', async () => {
    mariaPage();
    serverHeader().root.remove();
    renderApp('/maria');
    expect(await screen.findByRole('button', { name: 'Support Me' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
