import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { gifts } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import {
  client,
  member,
  multipartFile,
  payCheckout,
  sampleImage,
  startGift,
  type Member,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { listening, overlayOf } from '../overlay/overlay.testing.ts';

// Reads the PDFs as a print shop and a phone would, with poppler-utils (pdftoppm, pdftotext, pdfinfo):
// this file runs in `npm run test:pg` (CI installs them), not in `npm test` on a machine that may lack them.
const run = promisify(execFile);
const t = useTestApp();
const server = listening(t);
const origin = 'http://localhost:3000';
const DPI = 150;
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A5 and A6 in points, and the 3 mm bleed on each side (decision 0156). */
const mm = (value: number) => (value * 72) / 25.4;
const trims = { a6: [mm(105), mm(148)], a5: [mm(148), mm(210)] } as const;
const bleed = mm(3);

let folder = '';
afterAll(async () => {
  if (folder) await fs.rm(folder, { recursive: true, force: true });
});
let files = 0;
/** The PDF written to a file of its own, for the poppler tools. */
async function fileOf(pdf: Buffer) {
  folder ||= await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-standee-'));
  const file = path.join(folder, `standee-${++files}.pdf`);
  await fs.writeFile(file, pdf);
  return file;
}

/** The first page drawn at `DPI`, as RGBA pixels. */
async function rendered(pdf: Buffer) {
  const file = await fileOf(pdf);
  const out = file.replace(/\.pdf$/, '');
  await run('pdftoppm', ['-r', String(DPI), '-png', '-singlefile', file, out]);
  const { data, info } = await sharp(`${out}.png`).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** What a phone's camera reads from the printed code. */
async function scanned(pdf: Buffer) {
  const { data, width, height } = await rendered(pdf);
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width, height)?.data ?? null;
}

/** The colour of the page at (x, y) points from the trimmed sheet's top left corner. */
async function colourAt(pdf: Buffer, x: number, y: number) {
  const { data, width } = await rendered(pdf);
  const px = Math.round(((x + bleed) * DPI) / 72);
  const py = Math.round(((y + bleed) * DPI) / 72);
  const at = (py * width + px) * 4;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

/** The PDF's text as pdftotext reads it from the embedded fonts. */
async function textOf(pdf: Buffer) {
  const { stdout } = await run('pdftotext', [await fileOf(pdf), '-']);
  return stdout.replace(/\s+/g, ' ');
}

/** The page's boxes in points as pdfinfo reports them: [left, bottom, right, top]. */
async function boxesOf(pdf: Buffer) {
  const { stdout } = await run('pdfinfo', ['-box', await fileOf(pdf)]);
  const box = (name: string) =>
    new RegExp(`^${name}:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`, 'm')
      .exec(stdout)!
      .slice(1)
      .map(Number);
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(stdout)![1]), media: box('MediaBox'), trim: box('TrimBox') };
}

async function standee(who: Member, query = '') {
  const response = await who.browser.get(`/v1/user/standee${query}`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response;
}

async function withAvatar(who: Member) {
  const { payload, headers } = multipartFile(await sampleImage('png', { width: 600, height: 600 }));
  const response = await who.browser.post('/v1/user/profile/avatar', payload, headers);
  expect(response.statusCode).toBe(200);
}

describe('the printable standee', () => {
  it.each(['a6', 'a5'] as const)(
    "on %s: the code opens the creator's page with the amount and the standee's source",
    async (size) => {
      const creator = await member(t, { pageName: 'Lea Draws' });
      await withAvatar(creator);
      const response = await standee(creator, `?size=${size}&amount=150`);

      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="pixel-standee-${size}.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      const pdf = response.rawPayload;
      const link = new URL((await scanned(pdf))!);
      expect(link.origin + link.pathname).toBe(`${origin}/${creator.page_url}`);
      expect(Object.fromEntries(link.searchParams)).toEqual({ amount: '150', source: 'qr-standee' });

      // one page, cut to A6 or A5, the background running 3 mm past each edge
      const [width, height] = trims[size];
      const boxes = await boxesOf(pdf);
      expect(boxes.pages).toBe(1);
      expect(boxes.media.map((value) => value.toFixed(1))).toEqual(
        [0, 0, width + 2 * bleed, height + 2 * bleed].map((value) => value.toFixed(1)),
      );
      expect(boxes.trim.map((value) => value.toFixed(1))).toEqual(
        [bleed, bleed, bleed + width, bleed + height].map((value) => value.toFixed(1)),
      );

      const text = await textOf(pdf);
      expect(text).toContain('Lea Draws');
      expect(text).toContain(`localhost:3000/${creator.page_url}`);
      expect(text).toContain('Scan to send a ₱150.00 gift');
      expect(text).toContain('PIXEL');
    },
  );

  it('without an amount, opens the page with Support Me marked as from the standee; cents stay in the code', async () => {
    const creator = await member(t, { pageName: 'Ben' });
    const plain = (await standee(creator)).rawPayload;
    expect(await scanned(plain)).toBe(`${origin}/${creator.page_url}?source=qr-standee`);
    expect(await textOf(plain)).toContain('Scan to send a gift');
    expect(await textOf(plain)).not.toContain('₱');
    // A6 unless told
    expect((await boxesOf(plain)).trim[2]! - bleed).toBeCloseTo(trims.a6[0], 1);

    const cents = (await standee(creator, '?amount=99.50&size=a6')).rawPayload;
    expect(await scanned(cents)).toBe(`${origin}/${creator.page_url}?amount=99.50&source=qr-standee`);
    expect(await textOf(cents)).toContain('₱99.50');
  });

  it("shows the creator's avatar in its circle, and the page's initials when there is none", async () => {
    const pictured = await member(t, { pageName: 'Mara Cruz' });
    await withAvatar(pictured);
    const plain = await member(t, { pageName: 'Mara Cruz' });
    // the upper part of the circle: the avatar's pink where there is one, white above the initials
    const [x, y] = [mm(105) / 2, 50 + 8];

    const avatar = await colourAt((await standee(pictured)).rawPayload, x, y);
    const pink = [0xd9, 0x4f, 0x8a];
    expect(
      avatar.map((value, i) => Math.abs(value - pink[i]!) <= 12),
      String(avatar),
    ).toEqual([true, true, true]);
    const withoutAvatar = (await standee(plain)).rawPayload;
    expect(await colourAt(withoutAvatar, x, y)).toEqual([255, 255, 255]);
    expect(await textOf(withoutAvatar)).toContain('MC');
    expect(await scanned(withoutAvatar)).toBe(`${origin}/${plain.page_url}?source=qr-standee`);
  });

  it("is in the creator's language: Filipino for a creator who chose it", async () => {
    const creator = await member(t, { pageName: 'Ana Reyes', language: 'fil' });
    const text = await textOf((await standee(creator, '?amount=50')).rawPayload);
    expect(text).toContain('I-scan para magpadala ng ₱50.00 na gift');
    expect(text).toContain('Ana Reyes');
  });

  it('prints a long name whole or cut, never past the sheet, and the code still scans', async () => {
    const creator = await member(t, { pageName: 'Maria Clara de los Santos y Villanueva Peña' });
    const pdf = (await standee(creator, '?size=a6')).rawPayload;
    expect(await textOf(pdf)).toMatch(/Maria Clara de los Santos/);
    expect((await boxesOf(pdf)).pages).toBe(1);
    expect(await scanned(pdf)).toBe(`${origin}/${creator.page_url}?source=qr-standee`);
  });

  it('refuses a size or an amount the gift form would refuse, each in its field', async () => {
    const creator = await member(t);
    const refused = async (query: string) => {
      const response = await creator.browser.get(`/v1/user/standee${query}`);
      expect(response.statusCode, query).toBe(422);
      return response.json().errors;
    };
    expect(await refused('?size=a4')).toEqual({ size: ['The selected size is invalid.'] });
    expect(await refused('?size=')).toEqual({ size: ['The selected size is invalid.'] });
    expect(await refused('?amount=abc')).toEqual({ amount: expect.any(Array) });
    expect(await refused('?amount=1.234')).toEqual({
      amount: ['The amount must be a number with at most 2 decimal places.'],
    });
    expect(await refused('?amount=-5')).toEqual({ amount: expect.any(Array) });
    expect((await refused('?amount=0')).amount[0]).toMatch(/^The amount must be at least ₱/);
    expect((await refused('?amount=99999999')).amount[0]).toMatch(/^The amount must not be greater than ₱/);
    expect(await refused('?size=a5&amount=1.234&extra=1')).toMatchObject({
      amount: expect.any(Array),
    });
    expect(await refused('?amount=')).toEqual({ amount: ['The amount field is required.'] });
  });

  it('is only for a signed-in creator, and only so often', async () => {
    expect((await client(t).get('/v1/user/standee')).statusCode).toBe(401);
    const creator = await member(t);
    for (let i = 0; i < 10; i++) await standee(creator);
    const eleventh = await creator.browser.get('/v1/user/standee');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().exception).toBe('TooManyRequestsException');
  });
});

describe('a gift from a standee', () => {
  it("fires the stream alert and is marked in the creator's history and statement", async () => {
    const creator = await member(t);
    const stream = await server.open(`/v1/overlay/${await overlayOf(creator)}/events`);
    try {
      const scannedGift = await startGift(t, creator.page_url, {
        amount: '150',
        supporter_name: 'Liza',
        source: 'qr-standee',
      });
      await payCheckout(t, scannedGift.checkoutPath);
      const [alert] = await stream.waitFor(1);
      expect(alert?.event).toMatchObject({ type: 'gift', supporter_name: 'Liza', amount: '150.00' });

      const fromPage = await startGift(t, creator.page_url, { amount: '25', supporter_name: 'Ana' });
      await payCheckout(t, fromPage.checkoutPath);
      const stored = await t.db
        .select({ amount: gifts.amount, source: gifts.source })
        .from(gifts)
        .where(eq(gifts.creatorUserId, creator.user.id));
      expect(stored.sort((a, b) => a.amount - b.amount)).toEqual([
        { amount: 2_500, source: null },
        { amount: 15_000, source: 'qr-standee' },
      ]);

      const history = (await creator.browser.get('/v1/user/transactions')).json().data as {
        transaction_no: string;
        reference: string;
        from_stream: boolean;
        from_standee: boolean;
      }[];
      expect(history.map((line) => [line.reference, line.from_standee, line.from_stream])).toEqual([
        [fromPage.reference, false, false],
        [scannedGift.reference, true, false],
      ]);
      const detail = await creator.browser.get(`/v1/user/transactions/${history[1]!.transaction_no}`);
      expect(detail.json().data).toMatchObject({ from_standee: true, from_stream: false });

      const csv = await creator.browser.get(`/v1/user/statements.csv?from=2020-01-01&to=${today}`);
      expect(csv.body).toContain('Gift from Liza (from your standee)');
      expect(csv.body).not.toContain('Gift from Ana (');
      await creator.browser.put('/v1/user/language', { language: 'fil' });
      const inFilipino = await creator.browser.get(`/v1/user/statements.csv?from=2020-01-01&to=${today}`);
      expect(inFilipino.body).toContain('(mula sa standee mo)');
      expect(await audit(t.db)).toEqual([]);
    } finally {
      await stream.close();
    }
  });
});
