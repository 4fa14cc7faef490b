import type { ShareTargetName } from '../lib/share-targets';

// simplified marks of each network, white on the network's colour
const glyphs: Record<ShareTargetName, string> = {
  Facebook:
    'M15.12 5.32H17V2.14A26 26 0 0 0 14.26 2c-2.72 0-4.58 1.66-4.58 4.7v2.62H6.61v3.56h3.07V22h3.68v-9.12h3.06l.46-3.56h-3.52V7.05c0-1.03.28-1.73 1.76-1.73Z',
  Telegram:
    'M21.4 4.6 2.9 11.7c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.9-1.4-1.5ZM9.3 14.4l8.2-5.2c.4-.2.7-.1.4.2l-6.8 6.2-.3 3-1.5-4.2Z',
  X: 'M17.2 3h2.9l-6.4 7.3L21.3 21h-5.9l-4.6-6-5.3 6H2.6l6.9-7.8L2.2 3h6l4.2 5.5L17.2 3Zm-1 16.2h1.6L7.3 4.7H5.6l10.6 14.5Z',
  Viber:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z',
};

export function ShareTargetIcon({ name, color }: { name: ShareTargetName; color: string }) {
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill={color} />
      <path d={glyphs[name]} fill="#ffffff" transform="translate(12 12)" />
    </svg>
  );
}
