import type { ReactNode } from 'react';
import type { PhotoVersions } from '@pixel/contract';

/**
 * A photo's 500 px version: its WebP for the browsers that read it, and the `<img>` it is given (the JPEG,
 * or an animated GIF) for the rest. A photo with no WebP (locked, animated, or stored before WebP was
 * made) is the `<img>` alone.
 */
export function Wh500Picture({ versions, children }: { versions: PhotoVersions; children: ReactNode }) {
  return (
    // a <picture> is inline; with no box of its own, the <img> lays out in the parent's box as if alone
    // (though a parent's `> *` rules now match the <picture>, not the <img>)
    <picture style={{ display: 'contents' }}>
      {versions.WH500_WEBP && <source type="image/webp" srcSet={versions.WH500_WEBP} />}
      {children}
    </picture>
  );
}
