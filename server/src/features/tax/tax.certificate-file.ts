import { imageUploadLimits, type Said, type TaxCertificateType, taxRules } from '@pixel/contract';
import { say } from '../../lib/errors.ts';
import { loadSharp } from '../../lib/images.ts';

/** A certificate over the size limit, or one whose pixels are more than an upload may have. */
export const certificateTooLarge = say('taxCertificateTooLarge', {
  megabytes: taxRules.certificateMaxBytes / 1024 / 1024,
});

const startsWith = (file: Buffer, bytes: number[]) => bytes.every((byte, i) => file[i] === byte);
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** A PDF: its header first, and its end-of-file marker in its last kilobyte (a cut upload has none). */
function isPdf(file: Buffer) {
  if (!file.subarray(0, 5).equals(Buffer.from('%PDF-'))) return false;
  return file.subarray(Math.max(0, file.length - 1024)).includes('%%EOF');
}

/**
 * A certificate of registration as it is kept (decision 0109): judged by its content, never by its name
 * or the type the browser gave. A PDF is kept as sent; a photo or scan is decoded within the upload
 * limits, turned upright and written again in its own format without its metadata (a phone's photo says
 * where it was taken). Or why it is refused.
 */
export async function keptCertificate(
  file: Buffer,
): Promise<{ body: Buffer; type: TaxCertificateType; error?: undefined } | { error: Said }> {
  if (isPdf(file)) return { body: file, type: 'application/pdf' };
  const format = startsWith(file, PNG) ? 'png' : startsWith(file, JPEG) ? 'jpeg' : null;
  if (!format) {
    // a PDF cut short still says it is one: it is asked for again rather than called the wrong type
    return {
      error:
        file.subarray(0, 5).toString('latin1') === '%PDF-'
          ? say('taxCertificateUnreadable')
          : say('taxCertificateType'),
    };
  }
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(file, { limitInputPixels: false }).metadata();
    if (metadata.format !== format || !metadata.width || !metadata.height) {
      return { error: say('taxCertificateType') };
    }
    if (metadata.width * metadata.height > imageUploadLimits.maxPixels) {
      return { error: certificateTooLarge };
    }
    const image = sharp(file, { limitInputPixels: imageUploadLimits.maxPixels, failOn: 'error' }).rotate();
    // small print on a form must stay legible
    const body = await (format === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
    return { body, type: format === 'png' ? 'image/png' : 'image/jpeg' };
  } catch {
    // the header read fine but the pixels did not: a truncated or corrupt file
    return { error: say('taxCertificateUnreadable') };
  }
}
