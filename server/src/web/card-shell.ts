import { languages, type Language, type PublicProfile } from '@pixel/contract';
import { escapeHtml } from '../lib/html.ts';
import { translator } from '../lib/i18n.ts';

// the card as the app draws it (web/src/features/embeds/components/creator-card-page.tsx), in literal
// colours and sizes: Mantine's theme variables exist only once the app runs
const CARD_CSS = `
.pxc{box-sizing:border-box;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;background:linear-gradient(160deg,#7c3aed 0%,#f1519a 100%);font-family:"Inter Variable",Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.55;color:#000}
.pxc main{box-sizing:border-box;width:100%;max-width:400px;padding:20px;border-radius:16px;background:#fff;display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}
.pxc img,.pxc .pxc-i{width:112px;height:112px;border-radius:50%;object-fit:cover}
.pxc .pxc-i{display:flex;align-items:center;justify-content:center;font-weight:700;font-size:36px;color:#501ea5;background:#f6f0ff}
.pxc h1{margin:0;font-size:24px;line-height:1.3;overflow-wrap:anywhere}
.pxc p{margin:0;overflow-wrap:anywhere;white-space:pre-wrap}
.pxc .pxc-d{color:#666d75;font-size:14px}
.pxc .pxc-b{box-sizing:border-box;width:100%;height:42px;border-radius:32px;display:flex;align-items:center;justify-content:center;font-weight:600;color:#fff;background:linear-gradient(135deg,#7c3aed 0%,#ec4899 100%)}
.pxc a{color:#6a2ed1;font-weight:600;text-decoration:none}
`
  .trim()
  .replaceAll('\n', '');

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** The card's words in each language, HTML-escaped: looked up once, not on every page. */
const cardWords = Object.fromEntries(
  languages.map((language) => {
    const t = translator(language);
    return [
      language,
      { sendGift: escapeHtml(t('embeds.sendGift')), visitPage: escapeHtml(t('embeds.visitPage')) },
    ];
  }),
) as Record<Language, { sendGift: string; visitPage: string }>;

/**
 * A creator's link-in-bio card (`/{page_url}/card`, decision 0158) drawn in plain HTML, as the app draws it,
 * so the card paints before any script has run; the app draws its own in its place.
 */
export function cardMarkup(profile: PublicProfile, language: Language = 'en') {
  const e = escapeHtml;
  const w = cardWords[language];
  const avatarSource = profile.avatar_variants.WH100 ?? profile.avatar;
  const avatar = avatarSource
    ? `<img src="${e(avatarSource)}" width="112" height="112" alt="">`
    : `<div class="pxc-i" aria-hidden="true">${e(initials(profile.page_name))}</div>`;
  return [
    `<style>${CARD_CSS}</style><div class="pxc" aria-busy="true"><main>${avatar}`,
    `<div><h1>${e(profile.page_name)}</h1><p class="pxc-d">@${e(profile.page_url)}</p></div>`,
    profile.bio ? `<p>${e(profile.bio)}</p>` : '',
    // a creator cannot send a gift to themselves
    profile.is_owner ? '' : `<span class="pxc-b">${w.sendGift}</span>`,
    `<a href="/${e(profile.page_url)}">${w.visitPage}</a>`,
    `</main></div>`,
  ].join('');
}
