import { contentLimits, imageMessages } from '@pixel/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { member, multipartFile, sampleImage, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const upload = (who: Member, file: Buffer) => {
  const { payload, headers } = multipartFile(file, { filename: 'a.svg', contentType: 'image/svg+xml' });
  return who.browser.post('/v1/images/upload', payload, headers);
};

const uploadOf = (file: Buffer) => {
  const { payload, headers } = multipartFile(file);
  return [payload, headers] as const;
};

/**
 * 198 bytes declaring 7000 x 7000 pixels of turbulence: well over a minute of drawing at that size, about a
 * third of the drawer's processor time at the bounded size (so a loaded machine still draws it in time).
 */
const turbulence = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="7000" height="7000"><filter id="f"><feTurbulence baseFrequency="0.9" numOctaves="4"/></filter><rect width="100%" height="100%" filter="url(#f)"/></svg>',
);

/** Filters on filters: a small picture whose every pixel costs as much as a whole one. */
const stackedFilters = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><filter id="f">${'<feTurbulence baseFrequency="0.9" numOctaves="10"/><feGaussianBlur stdDeviation="50"/>'.repeat(60)}</filter><rect width="100%" height="100%" filter="url(#f)"/></svg>`,
);

const logo = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><rect width="60" height="40" fill="#0a0"/></svg>',
);

/** The responses in the order they arrive. */
async function inOrder(calls: Record<string, Promise<{ statusCode: number }>>) {
  const order: string[] = [];
  const answers = await Promise.all(
    Object.entries(calls).map(([name, call]) =>
      call.then((response) => {
        order.push(name);
        return response;
      }),
    ),
  );
  return { order, answers };
}

describe('an SVG that costs more to draw than it weighs', () => {
  it('is drawn at a bounded size: what is stored is a small picture', async () => {
    const user = await member(t);
    const response = await upload(user, turbulence);
    expect(response.statusCode).toBe(200);
    const stored = await user.browser.get(`/media/${response.json().data.filename}`);
    const { width, height } = await sharp(stored.rawPayload).metadata();
    expect(width * height).toBeLessThanOrEqual(1_000_000);
    expect(width).toBe(height);
  });

  it('is refused when drawing it takes too long', async () => {
    const user = await member(t);
    const response = await upload(user, stackedFilters);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ image: [imageMessages.tooComplex] });
  });

  it('holds up no media read while it is drawn', async () => {
    const owner = await member(t);
    const shown = (
      await owner.browser.post('/v1/images/upload', ...uploadOf(await sampleImage('png')))
    ).json().data.filename;
    const uploaders = await Promise.all([1, 2, 3, 4].map(() => member(t)));
    const { order, answers } = await inOrder({
      ...Object.fromEntries(uploaders.map((uploader, i) => [`upload ${i}`, upload(uploader, turbulence)])),
      read: owner.browser.get(`/media/${shown}`),
    });
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(order[0]).toBe('read');
  });
});

describe('image work per account', () => {
  it("takes a Slide's photos at once, and answers one more with 429 and when to try again", async () => {
    const user = await member(t);
    const answers = await Promise.all(
      Array.from({ length: contentLimits.slidePhotosMax + 1 }, () => upload(user, logo)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(contentLimits.slidePhotosMax).fill(200), 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().data.retry_in_seconds).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBe(refused.json().data.retry_in_seconds);
    // the line empties: the next upload is taken
    expect((await upload(user, logo)).statusCode).toBe(200);
  });

  it("keeps another account's upload from waiting behind them", async () => {
    const busy = await member(t);
    const other = await member(t);
    const { order } = await inOrder({
      ...Object.fromEntries(
        Array.from({ length: contentLimits.slidePhotosMax }, (_, i) => [`busy ${i}`, upload(busy, logo)]),
      ),
      other: upload(other, logo),
    });
    // its request may be read a moment after the busy account's first ones (a loaded machine reads them
    // in any order): at most the two of those already decoding finish before it, never the ten
    expect(order.indexOf('other')).toBeLessThan(3);
  });
});
