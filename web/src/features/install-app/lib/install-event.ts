/**
 * The browser's offer to install PIXEL, kept for later (decision 0113). Chromium sends a page it could install
 * a `beforeinstallprompt` event; the page keeps it, which also stops the browser's own mini bar on arrival,
 * and uses it when the app offers installing (install-prompt.ts). This module is all of the feature the entry
 * (main.tsx) loads: the event may come before the app's code has.
 */

/** Chromium's event (not in the DOM's types): `prompt()` shows the browser's install dialog, once. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let kept: BeforeInstallPromptEvent | null = null;

/** Keeps the browser's install event; an app installed meanwhile (from the browser's menu) drops it. */
export function captureInstallPrompt(target: Window = window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    kept = event as BeforeInstallPromptEvent;
  });
  target.addEventListener('appinstalled', () => {
    kept = null;
  });
}

/** Whether the browser could install PIXEL now. */
export const canInstall = () => kept !== null;

/** The kept event, given away: its dialog shows once. */
export function takeInstallEvent() {
  const event = kept;
  kept = null;
  return event;
}
