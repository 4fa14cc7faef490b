import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Metadata, Sharp } from 'sharp';
import { imageUploadLimits } from '@pixel/contract';
import { fieldError, say } from './errors.ts';
import { onFirstUse } from './first-use.ts';
import { SERVER_ROOT } from './server-root.ts';

// what sharp calls the types people may upload (jpg and jpeg are both 'jpeg')
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'svg']);

export type ImageShape =
  /** A square avatar and its 100x100 variant. */
  | 'avatar'
  /**
   * A wide cover photo, at most 1500 wide, with versions 640 and 1280 wide for the widths a page shows it
   * at (W640, W1280), each also as WebP (W640_WEBP, W1280_WEBP).
   */
  | 'cover'
  /**
   * Any other image (a photo post, a goal's cover, a Q&A banner, a Bloc image): kept as it is, at most
   * 2000 wide, with a 100x100 thumbnail (WH100), a version at most 500x500 (WH500) and, for a still image,
   * the same as WebP (WH500_WEBP), and a heavily blurred, downscaled preview (PREVIEW) that shows nothing
   * of the photo but its colours, for locked photos.
   */
  | 'upload';

export type ImageFormat = 'jpeg' | 'gif';
export type VariantFormat = ImageFormat | 'webp';

export interface ProcessedImage {
  main: Buffer;
  /** What `main` is encoded as: GIFs stay GIFs so their animation survives. */
  format: ImageFormat;
  /**
   * Smaller versions by name (WH100 for an avatar; W640, W1280 and their WebP for a cover; WH100, WH500,
   * WH500_WEBP and PREVIEW for an upload), each with its encoding: JPEG, WebP for a name ending in _WEBP,
   * and GIF for the WH500 of an animated GIF, which is what a post shows (it has no WH500_WEBP).
   */
  variants: Record<string, { body: Buffer; format: VariantFormat }>;
}

/** Still versions by name: JPEG, or WebP for a name ending in _WEBP. */
const stills = (variants: Record<string, Buffer>) =>
  Object.fromEntries(
    Object.entries(variants).map(([name, body]) => [
      name,
      { body, format: name.endsWith('_WEBP') ? ('webp' as const) : ('jpeg' as const) },
    ]),
  );

/**
 * An SVG is drawn with at most this many pixels, whatever size it declares (drawing costs by the pixel),
 * and with at most this much processor time: a filter upon a filter costs each pixel as much as a whole
 * picture does, and a drawing cannot be stopped but by ending the process that draws it (decision 0070).
 * The clock's limit only catches a drawer that stopped drawing.
 */
const SVG_MAX_PIXELS = 1_000_000;
const SVG_CPU_LIMIT_MS = 2_000;
const SVG_CLOCK_LIMIT_MS = 30_000;
const SVG_DRAWER = path.join(SERVER_ROOT, 'src', 'lib', 'svg-drawer.mjs');

/** sharp, with libvips: loaded with the first image, not with the server (decision 0077). */
export const loadSharp = onFirstUse(() => import('sharp').then((module) => module.default));

/** Width of what the blurred preview keeps of a photo before it is blown up again: a few dozen pixels. */
const PREVIEW_DETAIL = 24;
const PREVIEW_WIDTH = 480;

/**
 * Decodes what a person uploaded and makes new files from its pixels: the type is judged from the
 * content (never the name or the declared type), a small file that decodes to a huge picture is refused
 * before decoding, an SVG is drawn at a bounded size and cost (drawSvg), and nothing of the original file
 * (metadata, trailing bytes, scripts in an SVG) survives. Still images become JPEG; a GIF is re-encoded
 * as a GIF with all its frames.
 */
export async function processImage(input: Buffer, shape: ImageShape): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const metadata = await readHeader(input);
  const animated = metadata.format === 'gif' && (metadata.pages ?? 1) > 1 && shape === 'upload';
  const options = { limitInputPixels: imageUploadLimits.maxPixels, failOn: 'error' as const };
  const jpeg = (image: Sharp) => image.jpeg({ quality: 82 }).toBuffer();
  const webp = (image: Sharp) => image.webp({ quality: 80 }).toBuffer();
  const width = shape === 'cover' ? 1500 : shape === 'avatar' ? 1200 : imageUploadLimits.maxWidth;
  // an SVG goes on as the pixels it was drawn as
  const source = metadata.format === 'svg' ? await drawSvg(input, metadata, width) : input;
  try {
    // decoded once, turned upright by its EXIF orientation, transparency on white (JPEG has none), and
    // shrunk while decoding where the format allows; every output is made from these pixels
    const { data, info } = await sharp(source, options)
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

    if (shape === 'avatar') {
      const [main, wh100] = await Promise.all([
        jpeg(pixels().resize(400, 400, { fit: 'cover', position: 'attention' })),
        jpeg(pixels().resize(100, 100, { fit: 'cover', position: 'attention' })),
      ]);
      return { main, format: 'jpeg', variants: stills({ WH100: wh100 }) };
    }
    if (shape === 'cover') {
      const narrower = (width: number) => pixels().resize({ width, withoutEnlargement: true });
      const [main, w640, w1280, w640Webp, w1280Webp] = await Promise.all([
        jpeg(pixels()),
        jpeg(narrower(640)),
        jpeg(narrower(1280)),
        webp(narrower(640)),
        webp(narrower(1280)),
      ]);
      return {
        main,
        format: 'jpeg',
        variants: stills({ W640: w640, W1280: w1280, W640_WEBP: w640Webp, W1280_WEBP: w1280Webp }),
      };
    }

    if (animated) {
      // every frame, resized as one (the still pixels above are its first frame); a GIF has no WebP
      // version: WH500 is the animation a post shows
      const frames = () => sharp(input, { ...options, animated: true });
      const [main, wh100, wh500, preview] = await Promise.all([
        frames().resize({ width, withoutEnlargement: true }).gif().toBuffer(),
        jpeg(pixels().resize(100, 100, { fit: 'cover' })),
        frames().resize(500, 500, { fit: 'inside', withoutEnlargement: true }).gif().toBuffer(),
        blurredPreview(pixels()),
      ]);
      return {
        main,
        format: 'gif',
        variants: { ...stills({ WH100: wh100, PREVIEW: preview }), WH500: { body: wh500, format: 'gif' } },
      };
    }

    // the 500 px pixels are made once and encoded twice (JPEG and WebP), not resized again for each
    const wh500 = async () => {
      const small = await pixels()
        .resize(500, 500, { fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { width, height, channels } = small.info;
      const from = () => sharp(small.data, { raw: { width, height, channels } });
      return Promise.all([jpeg(from()), webp(from())]);
    };
    const [main, wh100, [wh500Jpeg, wh500Webp], preview] = await Promise.all([
      jpeg(pixels()),
      jpeg(pixels().resize(100, 100, { fit: 'cover' })),
      wh500(),
      blurredPreview(pixels()),
    ]);
    return {
      main,
      format: 'jpeg',
      variants: stills({ WH100: wh100, WH500: wh500Jpeg, WH500_WEBP: wh500Webp, PREVIEW: preview }),
    };
  } catch {
    // the header read fine but the pixels did not: a truncated or corrupt file
    throw fieldError('image', say('imageNotImage'));
  }
}

/** The header only: the type by content and the declared size, refused before any pixel is decoded. */
async function readHeader(input: Buffer): Promise<Metadata> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // reading the header decodes no pixels, so its size is checked here rather than refused as unreadable
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw fieldError('image', say('imageNotImage'));
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw fieldError('image', say('imageWrongType'));
  }
  if (!metadata.width || !metadata.height) throw fieldError('image', say('imageNotImage'));
  // every frame of an animation is decoded, so all of them count
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width * frameHeight * (metadata.pages ?? 1) > imageUploadLimits.maxPixels) {
    throw fieldError('image', say('imageTooManyPixels'));
  }
  return metadata;
}

/**
 * The pixels of an SVG, as a PNG: drawn no wider than `maxWidth` and with at most SVG_MAX_PIXELS, by a
 * process of its own (svg-drawer.mjs) that is ended once it has used SVG_CPU_LIMIT_MS.
 */
function drawSvg(input: Buffer, metadata: Metadata, maxWidth: number): Promise<Buffer> {
  const { width, height } = metadata as { width: number; height: number };
  const scale = Math.min(1, maxWidth / width, Math.sqrt(SVG_MAX_PIXELS / (width * height)));
  // sharp draws an SVG at 72 dots per inch (its declared size) unless told otherwise
  const density = Math.max(1, 72 * scale);
  return new Promise((resolve, reject) => {
    const drawer = spawn(process.execPath, [SVG_DRAWER, String(density), String(SVG_CPU_LIMIT_MS)], {
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => drawer.kill('SIGKILL'), SVG_CLOCK_LIMIT_MS);
    drawer.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    // not starting a process is the server's fault, not the file's
    drawer.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    drawer.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(chunks));
      // ended for taking too long (by itself or by the clock); any other end is a file it could not read
      else if (signal === 'SIGKILL') reject(fieldError('image', say('imageTooComplex')));
      else reject(fieldError('image', say('imageNotImage')));
    });
    // a drawer that gave up on a broken file stops reading it
    drawer.stdin.on('error', () => undefined);
    drawer.stdin.end(input);
  });
}

/**
 * A stand-in for a locked photo: shrunk to a few dozen pixels (so no detail exists to recover), blown up
 * again and blurred, so it shows only the photo's colours and rough shapes.
 */
async function blurredPreview(pixels: Sharp): Promise<Buffer> {
  const sharp = await loadSharp();
  const { data, info } = await pixels
    .resize(PREVIEW_DETAIL, PREVIEW_DETAIL, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const height = Math.max(1, Math.round((PREVIEW_WIDTH * info.height) / info.width));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .resize(PREVIEW_WIDTH, height, { kernel: 'cubic' })
    .blur(12)
    .jpeg({ quality: 60 })
    .toBuffer();
}
