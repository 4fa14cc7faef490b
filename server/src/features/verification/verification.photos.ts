import {
  type IdentityFileSide,
  identityVerificationRules as rules,
  imageUploadLimits,
  type Said,
} from '@pixel/contract';
import { say } from '../../lib/errors.ts';
import { loadSharp } from '../../lib/images.ts';

const megabytes = rules.maxBytes / 1024 / 1024;

/** What a refused photo is told, by what is wrong with it and the side it shows. */
export const photoSaid = {
  required: {
    front: say('identityFrontRequired'),
    back: say('identityBackRequired'),
    selfie: say('identitySelfieRequired'),
  },
  notImage: {
    front: say('identityFrontNotImage'),
    back: say('identityBackNotImage'),
    selfie: say('identitySelfieNotImage'),
  },
  tooLarge: {
    front: say('identityFrontTooLarge', { megabytes }),
    back: say('identityBackTooLarge', { megabytes }),
    selfie: say('identitySelfieTooLarge', { megabytes }),
  },
  tooSmall: {
    front: say('identityFrontTooSmall'),
    back: say('identityBackTooSmall'),
    selfie: say('identitySelfieTooSmall'),
  },
} satisfies Record<string, Record<IdentityFileSide, Said>>;

// what a phone's camera or screenshot gives: a HEIC photo is read when this build of libvips can (an AVIF
// one can; Apple's HEVC ones cannot, and iPhones send JPEG to a form that does not ask for HEIC)
const READABLE = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * An ID photo or selfie as it is kept (decision 0106): judged by its content, decoded within the upload
 * limits, turned upright, at most `keptSide` pixels on its longer side, re-encoded as a JPEG with none of
 * the original's metadata (a phone's photo says where it was taken). Or why it is refused.
 */
export async function keptPhoto(
  input: Buffer,
  side: IdentityFileSide,
): Promise<{ photo: Buffer; error?: undefined } | { error: Said }> {
  const sharp = await loadSharp();
  let metadata;
  try {
    // the header only: the type by content and the declared size, before any pixel is decoded
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { error: photoSaid.notImage[side] };
  }
  if (!metadata.format || !READABLE.has(metadata.format) || !metadata.width || !metadata.height) {
    return { error: photoSaid.notImage[side] };
  }
  if (metadata.width * metadata.height > imageUploadLimits.maxPixels) {
    return { error: photoSaid.tooLarge[side] };
  }
  if (Math.min(metadata.width, metadata.height) < rules.minSide) {
    return { error: photoSaid.tooSmall[side] };
  }
  try {
    const photo = await sharp(input, { limitInputPixels: imageUploadLimits.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: rules.keptSide, height: rules.keptSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      // small print on an ID must stay legible: a higher quality than the feed's photos
      .jpeg({ quality: 90 })
      .toBuffer();
    return { photo };
  } catch {
    // the header read fine but the pixels did not: a truncated or corrupt file, or a HEIC this build lacks
    return { error: photoSaid.notImage[side] };
  }
}
