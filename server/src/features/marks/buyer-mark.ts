import { createHmac } from 'node:crypto';
import sharp, { type Region } from 'sharp';

/**
 * Per-buyer marks on paid photos (decision 0152): each buyer's copy of an original carries a pattern of its
 * own, made from its purchase by a keyed hash, laid over the photo's brightness so faintly that no one sees
 * it, and so coarsely that re-saving as JPEG, halving the size and cropping the edges leave it readable.
 *
 * The photo is divided into GRID × GRID cells; the pattern gives each cell a sign, and the mark lifts or
 * lowers the cell's brightness by a few levels (more where the cell is busy, less where it is flat, where
 * an eye would notice), blended smoothly from cell to cell so no edge is drawn. Reading a found copy is done
 * against the original, which PIXEL keeps: the copy is first placed on the original (the crop and the
 * scale are searched for), the original is taken from the copy, and what is left, cell by cell, is
 * compared with the pattern of each purchase of that photo. The purchase whose pattern it follows names the
 * buyer; a copy that follows none carries no mark.
 */
export const GRID = 64;

// how far a cell's brightness moves, in levels of 255: at least this much, more with its busyness, at most
const STRENGTH_MIN = 1.5;
const STRENGTH_PER_DEVIATION = 0.06;
const STRENGTH_MAX = 4;
// a found copy's cut is searched for this far in from each side (the buyer may crop up to 10 %)
const CROP_MAX = 0.12;
// a cell's difference from the original beyond this is an edge the placing missed, not the mark
const RESIDUAL_CLIP = 8;
/** How many standard deviations above chance a pattern's match must be to name its purchase. */
export const MATCH_SIGMA = 6;

/**
 * A buyer's pattern: a sign for each cell, from a keyed hash under `seed`, drawn at random for each marked
 * copy and kept beside it (decision 0154), so no key of the installation is needed to read a mark again.
 * `name` tells apart patterns made under one key.
 */
export function markPattern(seed: string, name = ''): Int8Array {
  const pattern = new Int8Array(GRID * GRID);
  let filled = 0;
  for (let block = 0; filled < pattern.length; block++) {
    const bytes = createHmac('sha256', seed).update(`buyer-mark:${name}:${block}`).digest();
    for (const byte of bytes) {
      for (let bit = 0; bit < 8 && filled < pattern.length; bit++)
        pattern[filled++] = (byte >> bit) & 1 ? 1 : -1;
    }
  }
  return pattern;
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

const luma = (data: Uint8Array, i: number) => 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;

/** Where each column (or row) of `size` pixels falls between two cell centres: the lower cell and the blend. */
function cellBlend(size: number) {
  const cell = new Int32Array(size);
  const blend = new Float32Array(size);
  for (let at = 0; at < size; at++) {
    const u = ((at + 0.5) / size) * GRID - 0.5;
    const lower = Math.min(GRID - 2, Math.max(0, Math.floor(u)));
    cell[at] = lower;
    blend[at] = Math.min(1, Math.max(0, u - lower));
  }
  return { cell, blend };
}

// a cell's busyness is read from one pixel in SAMPLE along each side: thousands a cell on a phone's photo
const SAMPLE = 3;

/** How much each cell moves: its brightness's spread (sampled) scaled into the bounds. */
function cellStrengths({ data, width, height, channels }: Raw) {
  const sum = new Float64Array(GRID * GRID);
  const squares = new Float64Array(GRID * GRID);
  const count = new Uint32Array(GRID * GRID);
  for (let y = 0; y < height; y += SAMPLE) {
    const row = Math.min(GRID - 1, Math.floor((y * GRID) / height)) * GRID;
    for (let x = 0; x < width; x += SAMPLE) {
      const c = row + Math.min(GRID - 1, Math.floor((x * GRID) / width));
      const value = luma(data, (y * width + x) * channels);
      sum[c] = sum[c]! + value;
      squares[c] = squares[c]! + value * value;
      count[c] = count[c]! + 1;
    }
  }
  const strength = new Float32Array(GRID * GRID);
  for (let c = 0; c < strength.length; c++) {
    const n = count[c] || 1;
    const mean = sum[c]! / n;
    const deviation = Math.sqrt(Math.max(0, squares[c]! / n - mean * mean));
    strength[c] = Math.min(STRENGTH_MAX, STRENGTH_MIN + STRENGTH_PER_DEVIATION * deviation);
  }
  return strength;
}

/** The photo's pixels, alpha dropped, oriented as it is shown. */
async function pixelsOf(photo: Buffer): Promise<Raw> {
  const { data, info } = await sharp(photo)
    .rotate()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** `photo` with the mark of `pattern` laid over it, as a JPEG of high quality. */
export async function markPhoto(photo: Buffer, pattern: Int8Array, options: { quality?: number } = {}) {
  const raw = await pixelsOf(photo);
  const { width, height, channels } = raw;
  const lift = cellStrengths(raw);
  for (let c = 0; c < lift.length; c++) lift[c]! *= pattern[c]!;
  // each row of cells blended across the columns once; each pixel row is then a blend of two of them
  const columns = cellBlend(width);
  const across = new Float32Array(GRID * width);
  for (let row = 0; row < GRID; row++) {
    for (let x = 0; x < width; x++) {
      const c = row * GRID + columns.cell[x]!;
      across[row * width + x] = lift[c]! + (lift[c + 1]! - lift[c]!) * columns.blend[x]!;
    }
  }
  const rows = cellBlend(height);
  // a clamped view: a level pushed past 0 or 255 stops there
  const pixels = new Uint8ClampedArray(raw.data.buffer, raw.data.byteOffset, raw.data.length);
  for (let y = 0; y < height; y++) {
    const above = rows.cell[y]! * width;
    const below = above + width;
    const down = rows.blend[y]!;
    let i = y * width * channels;
    for (let x = 0; x < width; x++, i += channels) {
      const top = across[above + x]!;
      const delta = top + (across[below + x]! - top) * down;
      pixels[i] = pixels[i]! + delta;
      pixels[i + 1] = pixels[i + 1]! + delta;
      pixels[i + 2] = pixels[i + 2]! + delta;
    }
  }
  return sharp(raw.data, { raw: { width, height, channels: channels as 3 } })
    .jpeg({ quality: options.quality ?? 92 })
    .toBuffer();
}

interface Gray {
  data: Buffer;
  width: number;
  height: number;
}

/** An image's brightness, one byte a pixel, oriented as it is shown. */
async function grayOf(image: Buffer): Promise<Gray> {
  const { data, info } = await sharp(image)
    .rotate()
    .removeAlpha()
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** `gray` (or the box of it given) drawn at another size. */
async function resized(gray: Gray, size: { width: number; height: number }, box?: Region) {
  let pipeline = sharp(gray.data, { raw: { width: gray.width, height: gray.height, channels: 1 } });
  if (box) pipeline = pipeline.extract(box);
  // a one-band image comes out of a resize with three unless told
  const data = await pipeline
    .resize(size.width, size.height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { data, width: size.width, height: size.height };
}

/**
 * `gray` drawn smaller in this thread, each pixel read between its four nearest (bilinear): for the many
 * sizes a search tries, from a copy sharp has already brought to about twice the size, so no detail aliases.
 */
function scaled(gray: Gray, width: number, height: number): Gray {
  const data = Buffer.alloc(width * height);
  const sx = gray.width / width;
  const sy = gray.height / height;
  for (let y = 0; y < height; y++) {
    const v = Math.min(gray.height - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(v);
    const y1 = Math.min(gray.height - 1, y0 + 1);
    const fy = v - y0;
    for (let x = 0; x < width; x++) {
      const u = Math.min(gray.width - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(u);
      const x1 = Math.min(gray.width - 1, x0 + 1);
      const fx = u - x0;
      const top = gray.data[y0 * gray.width + x0]! * (1 - fx) + gray.data[y0 * gray.width + x1]! * fx;
      const bottom = gray.data[y1 * gray.width + x0]! * (1 - fx) + gray.data[y1 * gray.width + x1]! * fx;
      data[y * width + x] = top + (bottom - top) * fy;
    }
  }
  return { data, width, height };
}

/** Mean squared difference of `part` laid on `whole` at (ox, oy), every `step`-th pixel. */
function distance(whole: Gray, part: Gray, ox: number, oy: number, step: number) {
  let total = 0;
  let n = 0;
  for (let y = 0; y < part.height; y += step) {
    const from = (y + oy) * whole.width + ox;
    const at = y * part.width;
    for (let x = 0; x < part.width; x += step) {
      const d = whole.data[from + x]! - part.data[at + x]!;
      total += d * d;
      n++;
    }
  }
  return total / n;
}

/** Whole numbers from `from` to `to`, or those within `reach` of `centre` among them. */
function positions(from: number, to: number, centre?: number, reach?: number) {
  const low = centre === undefined ? from : Math.max(from, Math.floor(centre - reach!));
  const high = centre === undefined ? to : Math.min(to, Math.ceil(centre + reach!));
  return Array.from({ length: Math.max(0, high - low + 1) }, (_, i) => low + i);
}

// the search for a copy's place: every crop at a coarse level, then finer around the best
const LEVELS = [
  { width: 96, from: 1 - 2 * CROP_MAX, to: 1, step: 0.01, reach: undefined, every: 1 },
  { width: 384, from: -0.012, to: 0.012, step: 0.003, reach: 5, every: 2 },
];

/** Where a found copy sits on the original: the box it was cut from, in the original's pixels. */
interface Placement {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Mean squared difference of the copy and the original's box at the finest level: how well it fits. */
  distance: number;
}

/**
 * Finds the box of the original the copy shows. A crop's width share is searched for (the copy's shape ties
 * its height's to it), and its place, first every one at a coarse size, then finer around the best.
 */
async function place(original: Gray, copy: Gray): Promise<Placement | null> {
  const copyShape = copy.height / copy.width;
  type Place = { share: number; x: number; y: number; distance: number; levelWidth: number };
  let best: Place | null = null;
  for (const level of LEVELS) {
    const levelWidth = Math.min(level.width, original.width);
    const levelHeight = Math.round((levelWidth * original.height) / original.width);
    const whole = await resized(original, { width: levelWidth, height: levelHeight });
    // the copy at about twice the largest size this level tries, shrunk further in this thread per try
    const sourceWidth = Math.min(copy.width, 2 * levelWidth);
    const source =
      sourceWidth === copy.width
        ? copy
        : await resized(copy, { width: sourceWidth, height: Math.round(sourceWidth * copyShape) });
    const scale: number = best ? levelWidth / best.levelWidth : 1;
    const centre: { x: number; y: number } | undefined = best
      ? { x: best.x * scale, y: best.y * scale }
      : undefined;
    const shares: number[] = [];
    const base = best ? best.share : 0;
    for (let share = level.from; share <= level.to + 1e-9; share += level.step) shares.push(base + share);
    let found: Place | null = null;
    for (const share of shares) {
      const width = Math.round(share * levelWidth);
      const height = Math.round(width * copyShape);
      if (width < 8 || height < 8 || width > levelWidth || height > levelHeight) continue;
      if (width < (1 - 2 * CROP_MAX) * levelWidth - 1 || height < (1 - 2 * CROP_MAX) * levelHeight - 1)
        continue;
      const part = scaled(source, width, height);
      const ys: number[] = positions(0, levelHeight - height, centre?.y, level.reach);
      const xs: number[] = positions(0, levelWidth - width, centre?.x, level.reach);
      for (const y of ys) {
        for (const x of xs) {
          const d: number = distance(whole, part, x, y, level.every);
          if (!found || d < found.distance) found = { share, x, y, distance: d, levelWidth };
        }
      }
    }
    if (!found) return null;
    best = found;
  }
  const factor = original.width / best!.levelWidth;
  const width = best!.share * original.width;
  return {
    left: best!.x * factor,
    top: best!.y * factor,
    width,
    height: width * copyShape,
    distance: best!.distance,
  };
}

/** What reading a found copy gives: the purchase whose mark it carries, and how surely; or none. */
export type MarkReading =
  | { found: true; id: string; sigma: number; runnerUp: number }
  | { found: false; reason: 'not-this-photo' | 'no-mark'; sigma: number };

// a copy whose best place still differs from the original by more than this (a mean squared difference in
// levels) is not a copy of it
const PLACE_DISTANCE_MAX = 400;

/**
 * Reads a found copy against the original: which of `purchases` (each with its pattern) it was given to,
 * by how many standard deviations its cells follow that pattern above chance (`sigma`; `MATCH_SIGMA` at
 * least to name it), and the next best's.
 */
export async function readMark(
  original: Buffer,
  found: Buffer,
  purchases: readonly { id: string; pattern: Int8Array }[],
): Promise<MarkReading> {
  const [whole, copy] = await Promise.all([grayOf(original), grayOf(found)]);
  const placement = await place(whole, copy);
  if (!placement || placement.distance > PLACE_DISTANCE_MAX) {
    return { found: false, reason: 'not-this-photo', sigma: 0 };
  }
  const box = {
    left: Math.max(0, Math.round(placement.left)),
    top: Math.max(0, Math.round(placement.top)),
    width: Math.min(whole.width, Math.round(placement.width)),
    height: Math.min(whole.height, Math.round(placement.height)),
  };
  box.width = Math.min(box.width, whole.width - box.left);
  box.height = Math.min(box.height, whole.height - box.top);
  const reference = await resized(whole, { width: copy.width, height: copy.height }, box);

  // what the copy has that the original has not, cell by cell of the original's grid
  const sum = new Float64Array(GRID * GRID);
  const count = new Uint32Array(GRID * GRID);
  const across = box.width / copy.width;
  const down = box.height / copy.height;
  for (let y = 0; y < copy.height; y++) {
    const row = Math.floor(((box.top + (y + 0.5) * down) * GRID) / whole.height);
    if (row < 0 || row >= GRID) continue;
    for (let x = 0; x < copy.width; x++) {
      const column = Math.floor(((box.left + (x + 0.5) * across) * GRID) / whole.width);
      if (column < 0 || column >= GRID) continue;
      const i = y * copy.width + x;
      const residual = copy.data[i]! - reference.data[i]!;
      const c = row * GRID + column;
      sum[c] = sum[c]! + Math.max(-RESIDUAL_CLIP, Math.min(RESIDUAL_CLIP, residual));
      count[c] = count[c]! + 1;
    }
  }
  // cells the copy shows enough of; a shift of the whole copy's brightness is no mark
  const fullCell = (copy.width / GRID / across) * (copy.height / GRID / down);
  const cells: number[] = [];
  const values: number[] = [];
  for (let c = 0; c < sum.length; c++) {
    if (count[c]! < fullCell / 4) continue;
    cells.push(c);
    values.push(sum[c]! / count[c]!);
  }
  const mean = values.reduce((a, b) => a + b, 0) / (values.length || 1);
  let energy = 0;
  for (let i = 0; i < values.length; i++) {
    values[i]! -= mean;
    energy += values[i]! * values[i]!;
  }
  if (!cells.length || energy === 0) return { found: false, reason: 'no-mark', sigma: 0 };
  // a pattern's correlation with the cells is about normal, of deviation 1/√n, when the copy is not its
  // buyer's: times √n, it is in standard deviations
  const norm = Math.sqrt(energy);
  const sigmas = purchases.map(({ id, pattern }) => {
    let dot = 0;
    for (let i = 0; i < cells.length; i++) dot += values[i]! * pattern[cells[i]!]!;
    return { id, sigma: dot / norm };
  });
  sigmas.sort((a, b) => b.sigma - a.sigma);
  const [first, second] = sigmas;
  if (!first || first.sigma < MATCH_SIGMA)
    return { found: false, reason: 'no-mark', sigma: first?.sigma ?? 0 };
  return { found: true, id: first.id, sigma: first.sigma, runnerUp: second?.sigma ?? 0 };
}
