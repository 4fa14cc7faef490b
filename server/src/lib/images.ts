import sharp, { type Metadata, type Sharp } from 'sharp';
import { imageMessages, imageUploadLimits } from '@pixel/contract';
import { fieldError } from './errors.ts';

// what sharp calls the types people may upload (jpg and jpeg are both 'jpeg')
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'svg']);

export type ImageShape =
  /** A square avatar and its 100x100 variant. */
  | 'avatar'
  /** A wide cover photo. */
  | 'cover'
  /** Any other image (a goal's cover, a Q&A banner, a Bloc image): kept as it is, at most 2000 wide. */
  | 'upload';

export interface ProcessedImage {
  main: Buffer;
  /** Smaller versions by name (WH100 for an avatar). */
  variants: Record<string, Buffer>;
}

/**
 * Decodes what a person uploaded and makes new JPEG files from its pixels: the type is judged from the
 * content (never the name or the declared type), a small file that decodes to a huge picture is refused
 * before decoding, and nothing of the original file (metadata, other frames, scripts in an SVG) survives.
 */
export async function processImage(input: Buffer, shape: ImageShape): Promise<ProcessedImage> {
  const options = { limitInputPixels: imageUploadLimits.maxPixels, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    // reading the header decodes no pixels, so its size is checked here rather than refused as unreadable
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw fieldError('image', imageMessages.notImage);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw fieldError('image', imageMessages.wrongType);
  }
  if (!metadata.width || !metadata.height) throw fieldError('image', imageMessages.notImage);
  if (metadata.width * metadata.height > imageUploadLimits.maxPixels) {
    throw fieldError('image', imageMessages.tooManyPixels);
  }

  // turned upright by its EXIF orientation, transparency on white (JPEG has none)
  const decoded = () => sharp(input, options).rotate().flatten({ background: '#ffffff' });
  const jpeg = (image: Sharp) => image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  try {
    if (shape === 'avatar') {
      const [main, wh100] = await Promise.all([
        jpeg(decoded().resize(400, 400, { fit: 'cover', position: 'attention' })),
        jpeg(decoded().resize(100, 100, { fit: 'cover', position: 'attention' })),
      ]);
      return { main, variants: { WH100: wh100 } };
    }
    const width = shape === 'cover' ? 1500 : imageUploadLimits.maxWidth;
    return { main: await jpeg(decoded().resize({ width, withoutEnlargement: true })), variants: {} };
  } catch {
    // the header read fine but the pixels did not: a truncated or corrupt file
    throw fieldError('image', imageMessages.notImage);
  }
}
