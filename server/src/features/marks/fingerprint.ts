import sharp from 'sharp';

/**
 * A photo's fingerprint (decision 0154): its brightness drawn at SIDE × SIDE levels, whatever its shape. A
 * found copy is compared with each of a creator's photos by these alone, so that only the few it resembles
 * are read for a mark (reading one takes the original and a search, some tenths of a second).
 */
export const SIDE = 32;
// the copy's own thumbnail, compared with boxes of the original's
const PROBE = 16;
/**
 * A photo at least this like a copy (`resemblance`) is the photo it is a copy of: a copy re-saved, halved and
 * cut by up to 12 % a side scores 0.995 or more, the blurred public preview blown up about 0.996, another
 * photo of a scene of the same colours and layout at most about 0.975 (decision 0154).
 */
export const SAME_PHOTO = 0.985;

/** The fingerprint of an image: SIDE × SIDE grey levels, as kept (base64). */
export async function fingerprintOf(image: Buffer): Promise<string> {
  const data = await sharp(image, { limitInputPixels: false, failOn: 'none' })
    .rotate()
    .removeAlpha()
    .grayscale()
    .resize(SIDE, SIDE, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return data.toString('base64');
}

/** The copy's thumbnail the fingerprints are compared with. */
export async function probeOf(image: Buffer): Promise<Float64Array> {
  const data = await sharp(image, { failOn: 'none' })
    .rotate()
    .removeAlpha()
    .grayscale()
    .resize(PROBE, PROBE, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return Float64Array.from(data);
}

/** The box (in shares of the width and height) of a fingerprint drawn at PROBE × PROBE, bilinearly. */
function sampled(thumb: Buffer, left: number, top: number, width: number, height: number) {
  const out = new Float64Array(PROBE * PROBE);
  for (let y = 0; y < PROBE; y++) {
    const v = Math.min(SIDE - 1, Math.max(0, (top + ((y + 0.5) / PROBE) * height) * SIDE - 0.5));
    const y0 = Math.floor(v);
    const y1 = Math.min(SIDE - 1, y0 + 1);
    const fy = v - y0;
    for (let x = 0; x < PROBE; x++) {
      const u = Math.min(SIDE - 1, Math.max(0, (left + ((x + 0.5) / PROBE) * width) * SIDE - 0.5));
      const x0 = Math.floor(u);
      const x1 = Math.min(SIDE - 1, x0 + 1);
      const fx = u - x0;
      const a = thumb[y0 * SIDE + x0]! * (1 - fx) + thumb[y0 * SIDE + x1]! * fx;
      const b = thumb[y1 * SIDE + x0]! * (1 - fx) + thumb[y1 * SIDE + x1]! * fx;
      out[y * PROBE + x] = a + (b - a) * fy;
    }
  }
  return out;
}

/** Pearson correlation of two equal-length series: 1 alike, 0 unrelated; a flat one correlates with nothing. */
function correlation(a: Float64Array, b: Float64Array) {
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < a.length; i++) {
    ma += a[i]!;
    mb += b[i]!;
  }
  ma /= a.length;
  mb /= b.length;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    const da = a[i]! - ma;
    const db = b[i]! - mb;
    ab += da * db;
    aa += da * da;
    bb += db * db;
  }
  return aa === 0 || bb === 0 ? 0 : ab / Math.sqrt(aa * bb);
}

// the crops searched for: the share of each side kept (a buyer may cut up to 10 % off each), and where
const SHARES = [0.76, 0.8, 0.84, 0.88, 0.92, 0.96, 1];
const PLACES = [0, 0.25, 0.5, 0.75, 1];

/**
 * How much a copy looks like a photo, from the photo's fingerprint: the best correlation of the copy's
 * thumbnail with the boxes of the photo a crop of up to 12 % a side would leave. About 1 for a copy, even
 * re-saved, halved and cut; lower for another photo.
 */
export function resemblance(fingerprint: string, probe: Float64Array) {
  const thumb = Buffer.from(fingerprint, 'base64');
  if (thumb.length !== SIDE * SIDE) return 0;
  let best = -1;
  for (const width of SHARES) {
    for (const height of SHARES) {
      for (const px of width === 1 ? [0] : PLACES) {
        for (const py of height === 1 ? [0] : PLACES) {
          const r = correlation(sampled(thumb, (1 - width) * px, (1 - height) * py, width, height), probe);
          if (r > best) best = r;
        }
      }
    }
  }
  return best;
}
