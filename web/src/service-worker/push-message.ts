/** What the server sends in a push (its JSON payload), as the worker shows it. */
export type PushMessage = { title: string; body: string; url: string; tag?: string };

/** Shown when a push carries no message the worker can read: a browser must show something for every push. */
export const fallbackPushMessage: PushMessage = {
  title: 'PIXEL',
  body: 'Something new happened on PIXEL.',
  url: '/',
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The message of a push's JSON text, or the fallback when it is not one. */
export function readPushMessage(text: string | null | undefined): PushMessage {
  let data: unknown;
  try {
    data = JSON.parse(text ?? '');
  } catch {
    return fallbackPushMessage;
  }
  if (typeof data !== 'object' || data === null) return fallbackPushMessage;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (!isText(title)) return fallbackPushMessage;
  return {
    title,
    body: typeof body === 'string' ? body : '',
    url: typeof url === 'string' ? url : '/',
    ...(isText(tag) ? { tag } : {}),
  };
}

/**
 * The page a notification opens: `url` as a path of this site, or the home page when it names another
 * site or is not an address at all; a notification never opens a page elsewhere.
 */
export function notificationTarget(url: unknown, origin: string): string {
  if (typeof url !== 'string') return '/';
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return '/';
  }
  if (target.origin !== origin) return '/';
  return `${target.pathname}${target.search}${target.hash}`;
}
