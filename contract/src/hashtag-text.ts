// Plain values, no schemas: the browser's first load uses these (decision 0036).

export const hashtagMaxLength = 50;

/**
 * A hashtag in text: `#` and then letters, digits and underscores, at least one of them not a digit
 * ('#1' is a number, not a tag). The `#` must not follow a letter, digit, `_`, `&` or `/`, so URLs
 * (`page#top`) and HTML entities (`&#39;`) are not tags. Group 2 is the tag without `#`. A letter's combining
 * marks belong to it: some keyboards type ñ as n and a combining tilde ('#Parañaque' stays whole).
 */
export const hashtagPattern = /(^|[^\p{L}\p{M}\p{N}_&/])#([\p{L}\p{M}\p{N}_]*[\p{L}_][\p{L}\p{M}\p{N}_]*)/gu;

/** Tags are case-insensitive: the form they are stored, linked and compared in. */
export const normalizeHashtag = (tag: string) => tag.normalize('NFC').toLowerCase();

/** The distinct tags of a text, normalised, in the order they first appear; over-long tags are skipped. */
export function extractHashtags(text: string | null | undefined): string[] {
  if (!text) return [];
  const tags = new Set<string>();
  for (const match of text.matchAll(hashtagPattern)) {
    const tag = normalizeHashtag(match[2]!);
    if (tag.length <= hashtagMaxLength) tags.add(tag);
  }
  return [...tags];
}

/** Where a tag links to (spec §2). */
export const hashtagPath = (tag: string) =>
  `/dashboard/explore/hashtags/${encodeURIComponent(normalizeHashtag(tag))}`;
