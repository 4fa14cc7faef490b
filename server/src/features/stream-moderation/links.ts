/**
 * Whether a supporter's words carry a link a viewer could follow off the stream (decision 0147): an
 * address (`http://`, `https://`), a `www.` name, a name with a path (`bit.ly/x`, `t.me/juan`), or a bare
 * name under a top-level domain people send links on (`scam.com`, `discord.gg`, `shop.ph`). Top-level
 * domains that are also everyday words (`.is`, `.it`, `.me`, `.to`, `.so`) count only with a path, so
 * "Galing!It was great" is no link; a missing space after a full stop is common in chat.
 */
const TOP_LEVEL = [
  'com',
  'net',
  'org',
  'info',
  'biz',
  'io',
  'co',
  'ly',
  'gg',
  'tv',
  'ph',
  'xyz',
  'app',
  'dev',
  'site',
  'online',
  'link',
  'club',
  'shop',
  'store',
  'live',
  'top',
  'icu',
  'vip',
  'cc',
  'ws',
  'gl',
  'gd',
  'sh',
  'fm',
  'gov',
  'edu',
  'tk',
  'ml',
  'ga',
  'cf',
  'gq',
  'ru',
  'cn',
  'uk',
  'de',
  'jp',
  'kr',
  'sg',
  'news',
  'blog',
  'click',
  'lol',
  'bet',
  'casino',
  'win',
  'fun',
  'pro',
  'tech',
  'zone',
  'page',
];

const LINK = new RegExp(
  [
    String.raw`\bhttps?:\/\/`,
    String.raw`\bwww\.[a-z0-9-]`,
    // a name with a path: bit.ly/x
    String.raw`\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/[^\s/]`,
    // a bare name under a common top-level domain, not inside a longer word
    String.raw`\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:${TOP_LEVEL.join('|')})(?![a-z0-9-])`,
  ].join('|'),
  'i',
);

export const hasLink = (text: string | null | undefined) => !!text && LINK.test(text.normalize('NFKC'));
