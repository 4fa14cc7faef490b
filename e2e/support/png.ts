import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG colour types (IHDR byte 9): 6 is truecolour with an alpha channel. */
export const pngColourType = { greyscale: 0, truecolour: 2, indexed: 3, greyAlpha: 4, truecolourAlpha: 6 };

/**
 * What the first chunk of a PNG file says about the image, read from the bytes themselves: the 8-byte
 * signature, then the IHDR chunk (length, "IHDR", width, height, bit depth, colour type).
 */
export function pngHeader(bytes: Buffer) {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(signature)) throw new Error('not a PNG file');
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') throw new Error('the PNG does not start with IHDR');
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    bitDepth: bytes.readUInt8(24),
    colourType: bytes.readUInt8(25),
  };
}

/** The alpha (0 transparent ... 255 opaque) of each corner pixel. */
export function cornerAlphas(bytes: Buffer): number[] {
  const { width, height, data } = PNG.sync.read(bytes);
  return [
    [0, 0],
    [width - 1, 0],
    [0, height - 1],
    [width - 1, height - 1],
  ].map(([x, y]) => data[(y! * width + x!) * 4 + 3]!);
}

/**
 * The text of the QR code in a PNG, as a phone's camera would read it, or null. Transparent pixels are seen
 * on white, as the code would be printed.
 */
export function readQrCode(bytes: Buffer): string | null {
  const { width, height, data } = PNG.sync.read(bytes);
  const onWhite = new Uint8ClampedArray(data.length);
  for (let index = 0; index < data.length; index += 4) {
    const alpha = data[index + 3]! / 255;
    for (let channel = 0; channel < 3; channel++) {
      onWhite[index + channel] = data[index + channel]! * alpha + 255 * (1 - alpha);
    }
    onWhite[index + 3] = 255;
  }
  return jsQR(onWhite, width, height)?.data ?? null;
}
