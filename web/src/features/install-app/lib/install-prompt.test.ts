import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as InstallPrompt from './install-prompt';

type Prompt = typeof InstallPrompt;

/** A fresh copy of the module: what it caught and offered lasts as long as a page does. */
async function freshPage() {
  vi.resetModules();
  const prompt: Prompt = await import('./install-prompt');
  const page = new EventTarget();
  (await import('./install-event')).captureInstallPrompt(page as Window);
  return { prompt, page };
}

/** The event Chromium sends a page it could install, answered `outcome` in the browser's dialog. */
function installEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

beforeEach(() => window.localStorage.clear());

describe('the install offer', () => {
  it('is not offered when the browser has not said it could install PIXEL', async () => {
    const { prompt } = await freshPage();

    expect(prompt.startInstallOffer()).toBe(false);
  });

  it("keeps the browser's event and stops its own mini bar, then offers once per page", async () => {
    const { prompt, page } = await freshPage();
    const { event } = installEvent();

    page.dispatchEvent(event);

    expect(event.defaultPrevented).toBe(true);
    expect(prompt.startInstallOffer()).toBe(true);
    expect(prompt.startInstallOffer()).toBe(false);
  });

  it("shows the browser's dialog on Install and is never offered again, whatever the answer", async () => {
    for (const outcome of ['accepted', 'dismissed'] as const) {
      window.localStorage.clear();
      const first = await freshPage();
      const { event, prompt } = installEvent(outcome);
      first.page.dispatchEvent(event);
      first.prompt.startInstallOffer();

      await first.prompt.acceptInstall();

      expect(prompt).toHaveBeenCalledOnce();
      expect(window.localStorage.getItem(first.prompt.INSTALL_ANSWER_KEY)).toBe(outcome);
      const later = await freshPage();
      later.page.dispatchEvent(installEvent().event);
      expect(later.prompt.startInstallOffer()).toBe(false);
    }
  });

  it('is never offered again on this browser after Not now', async () => {
    const first = await freshPage();
    first.page.dispatchEvent(installEvent().event);
    first.prompt.startInstallOffer();

    first.prompt.declineInstall();

    const later = await freshPage();
    later.page.dispatchEvent(installEvent().event);
    expect(later.prompt.startInstallOffer()).toBe(false);
  });

  it('is not offered once PIXEL was installed another way (the browser menu)', async () => {
    const { prompt, page } = await freshPage();
    page.dispatchEvent(installEvent().event);

    page.dispatchEvent(new Event('appinstalled'));

    expect(prompt.startInstallOffer()).toBe(false);
  });
});
