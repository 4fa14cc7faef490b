/** The social networks of the Share modal (spec §2), each with the address of its own share dialog. */
export const shareTargets = [
  {
    name: 'Facebook',
    color: '#1877f2',
    url: ({ link }: ShareMessage) =>
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  },
  {
    name: 'Telegram',
    color: '#229ed9',
    url: ({ link, text }: ShareMessage) =>
      `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
  },
  {
    name: 'X',
    color: '#000000',
    url: ({ link, text }: ShareMessage) =>
      `https://x.com/intent/post?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
  },
  {
    name: 'Viber',
    color: '#7360f2',
    // Viber has no web dialog: its app opens from this link, with the text and the link in one message
    url: ({ link, text }: ShareMessage) => `viber://forward?text=${encodeURIComponent(`${text} ${link}`)}`,
  },
] as const;

export type ShareTargetName = (typeof shareTargets)[number]['name'];
export type ShareMessage = { link: string; text: string };

/** The share popup of spec §9: 500x600, one window reused by every target. */
export const sharePopup = { name: 'share', features: 'width=500,height=600' } as const;

export function openSharePopup(url: string): void {
  window.open(url, sharePopup.name, sharePopup.features);
}
