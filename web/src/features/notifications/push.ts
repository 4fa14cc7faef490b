import { fetchVapidPublicKey, isSubscribed, removeSubscription, saveSubscription } from './api/notifications';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The app's service worker registration; none (not registered, or not yet) is as good as no support. */
const registration = () => navigator.serviceWorker.getRegistration();

/**
 * Whether this browser can take push, has blocked it, or is subscribed now for the person signed in. A
 * subscription ends with the session that made it (decision 0123): one the browser still holds from an
 * ended session is dropped, and push is off until they turn it on again.
 */
export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const found = await registration();
  if (!found) return 'unsupported';
  const subscription = await found.pushManager.getSubscription();
  if (!subscription) return 'off';
  if (await isSubscribed(subscription.endpoint)) return 'on';
  await subscription.unsubscribe();
  return 'off';
}

/**
 * Asks the person's permission, subscribes through the service worker's pushManager with the server's
 * VAPID key, and gives the server the subscription. Answers the state it ended in.
 */
export async function turnOnPush(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const found = await registration();
  if (!found) return 'unsupported';
  const key = await fetchVapidPublicKey();
  const manager = found.pushManager;
  const subscription =
    (await manager.getSubscription()) ??
    (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  await saveSubscription(subscription.toJSON());
  return 'on';
}

/** Unsubscribes this browser, at its push service and on the server. */
export async function turnOffPush(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await removeSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
