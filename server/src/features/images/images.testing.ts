import zlib from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import { multipartFile, sampleImage, type Member } from '../../test/builders.ts';

/** Sends `file` to the upload call as `who`. */
export const upload = (who: Member, file: Buffer, options: Parameters<typeof multipartFile>[1] = {}) => {
  const { payload, headers } = multipartFile(file, options);
  return who.browser.post('/v1/images/upload', payload, headers);
};

/** A PNG whose header claims `size` x `size` pixels: tiny on disk, huge decoded. */
export function decompressionBomb(size = 30_000) {
  const crc32 = (buf: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of buf) {
      crc ^= byte;
      for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
    }
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What /media/ serves for a stored name to the person who uploaded it (no one else sees it yet). */
export const served = async (filename: string, uploader: Member) => {
  const response = await uploader.browser.get(`/media/${filename}`);
  expect(response.statusCode).toBe(200);
  return response;
};

/** A photo-like JPEG (noise over a gradient, so it does not compress to nothing). */
export async function photo(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = ((i % (width * 3)) * 7 + ((i * 2654435761) >>> 24)) & 255;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** A baseline JPEG whose frame header (SOF0) is rewritten to declare `width` x `height` pixels. */
export async function jpegDeclaring(width: number, height: number) {
  const jpeg = Buffer.from(await sampleImage('jpeg'));
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  expect(sof).toBeGreaterThan(0);
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** An animated GIF of one frame per colour. */
export async function animatedGif(colours: string[]) {
  const frames = await Promise.all(
    colours.map((background) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: 100, loop: 0 })
    .toBuffer();
}
