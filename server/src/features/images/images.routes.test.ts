import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { client, member, multipartFile, sampleImage } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { decompressionBomb, upload } from './images.testing.ts';

const t = useTestApp();

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
