import { localStore } from '@/lib/storage';
import { canInstall, takeInstallEvent } from './install-event';

/**
 * When PIXEL offers installing (decision 0113): once, after something went well (a first gift paid, a first
 * post published), not on arrival, where a visitor who has done nothing yet has no reason to keep PIXEL on
 * their phone; and never again on a browser where the offer was answered.
 */

/** Why the app offers installing now; the offer's text says it. */
export type InstallReason = 'first-gift' | 'first-post';

/** Set once the offer was answered (Install, Not now): never offered again on this browser. */
export const INSTALL_ANSWER_KEY = 'pixel.install-offer';

let offered = false;

/**
 * Whether PIXEL may offer installing now, marking it offered when so: the browser can install it, the person
 * was never asked on this browser, and it was not offered already since the page loaded.
 */
export function startInstallOffer(): boolean {
  if (!canInstall() || offered || localStore.get(INSTALL_ANSWER_KEY) !== null) return false;
  offered = true;
  return true;
}

/** Install: the browser's own dialog. The offer counts as answered whatever the person chooses there. */
export async function acceptInstall() {
  // remembered first: the browser may refuse to show its dialog, or the page may close while it shows
  localStore.set(INSTALL_ANSWER_KEY, 'dismissed');
  const event = takeInstallEvent();
  if (!event) return;
  await event.prompt();
  const { outcome } = await event.userChoice;
  localStore.set(INSTALL_ANSWER_KEY, outcome);
}

/** Not now: never offered again on this browser. */
export function declineInstall() {
  localStore.set(INSTALL_ANSWER_KEY, 'dismissed');
}
