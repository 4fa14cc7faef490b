// Plain values, no schemas: the browser's first load uses these (decision 0036).
import type { PublicProfile } from './profiles.ts';

/**
 * What a page offers the browser for a cover, shown the full width of the window: its WebP versions, and
 * the JPEG ones for browsers without WebP (`<picture>`); null when the cover has no versions.
 */
export function coverSources(profile: Pick<PublicProfile, 'cover_photo' | 'cover_variants'>) {
  const versions = profile.cover_variants;
  if (!profile.cover_photo || !versions) return null;
  return {
    webp: `${versions.W640_WEBP} 640w, ${versions.W1280_WEBP} 1280w`,
    jpeg: `${versions.W640} 640w, ${versions.W1280} 1280w, ${profile.cover_photo} 1500w`,
    sizes: '100vw',
  };
}
