import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { client, member, multipartFile, sampleImage, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const upload = (who: Member, file: Buffer, options: Parameters<typeof multipartFile>[1] = {}) => {
  const { payload, headers } = multipartFile(file, options);
  return who.browser.post('/v1/images/upload', payload, headers);
};

/** A PNG whose header claims 30000x30000 pixels: tiny on disk, 900 megapixels decoded. */
function decompressionBomb() {
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
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('uploading an image', () => {
  it('re-encodes it as a JPEG under a server-made name', async () => {
    const user = await member(t);
    const response = await upload(user, await sampleImage('png', { width: 2400, height: 1200 }), {
      filename: '../../etc/evil name.png',
    });
    expect(response.statusCode).toBe(200);
    const { filename, absolute_url } = response.json().data;
    expect(filename).toMatch(/^uploads\/[0-9a-f-]{36}\.jpg$/);
    expect(absolute_url).toBe(`http://localhost:3000/media/${filename}`);
    const served = await client(t).get(`/media/${filename}`);
    expect(served.statusCode).toBe(200);
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 2000, height: 1000 });
  });

  it.each(['jpeg', 'webp', 'gif'] as const)('accepts a %s', async (format) => {
    const user = await member(t);
    expect((await upload(user, await sampleImage(format))).statusCode).toBe(200);
  });

  it('accepts an SVG and keeps nothing of it but pixels', async () => {
    const user = await member(t);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><script>alert(1)</script><rect width="60" height="40" fill="#0a0"/></svg>',
    );
    const response = await upload(user, svg, { filename: 'a.svg', contentType: 'image/svg+xml' });
    expect(response.statusCode).toBe(200);
    const served = await client(t).get(`/media/${response.json().data.filename}`);
    expect(served.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(served.rawPayload.includes(Buffer.from('script'))).toBe(false);
  });

  it('strips metadata such as EXIF and location', async () => {
    const user = await member(t);
    const withExif = await sharp(await sampleImage('jpeg'))
      .withExif({ IFD0: { Copyright: 'secret-camera-owner' }, IFD3: { GPSLatitudeRef: 'N' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await upload(user, withExif);
    const served = await client(t).get(`/media/${response.json().data.filename}`);
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
  });

  it.each([
    ['a text file', Buffer.from('just some words, not a picture'), 'The file provided is not an image.1'],
    [
      'a truncated PNG',
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0]),
      'The file provided is not an image.1',
    ],
  ])('refuses %s', async (_case, file, message) => {
    const user = await member(t);
    const response = await upload(user, file);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.image).toEqual([message]);
  });

  it('refuses a type outside the list, whatever the file claims to be', async () => {
    const user = await member(t);
    const response = await upload(user, await sampleImage('tiff'), {
      filename: 'x.png',
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.image).toEqual([
      'The image must be a file of type: jpg, jpeg, png, svg, webp, gif',
    ]);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const user = await member(t);
    const response = await upload(user, decompressionBomb());
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.image).toEqual(['The image dimensions are too large.']);
  });

  it('refuses a file over 10 MB', async () => {
    const user = await member(t);
    const response = await upload(user, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.image).toEqual(['The image must not be greater than 10240 kilobytes.']);
  });

  it('asks for the image when there is none, under another name, or no multipart at all', async () => {
    const user = await member(t);
    const other = await upload(user, await sampleImage(), { field: 'photo' });
    expect(other.json().errors.image).toEqual(['The image field is required.']);
    const json = await user.browser.post('/v1/images/upload', { image: 'x' });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.image).toEqual(['The image field is required.']);
    const empty = await user.browser.post('/v1/images/upload');
    expect(empty.json().errors.image).toEqual(['The image field is required.']);
  });

  it('needs a signed-in user', async () => {
    const { payload, headers } = multipartFile(await sampleImage());
    expect((await client(t).post('/v1/images/upload', payload, headers)).statusCode).toBe(401);
  });
});
