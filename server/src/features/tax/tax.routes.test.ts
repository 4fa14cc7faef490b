import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { taxMessages as messages } from '@pixel/contract';
import { accountDeletions, staffAudit, taxDetails } from '../../db/schema/index.ts';
import { keyRing, open } from '../../lib/envelope.ts';
import { manilaDate } from '../../lib/manila.ts';
import { kycKeyRing } from '../../lib/kyc-keys.ts';
import { client, member, staffMember, type Client } from '../../test/builders.ts';
import { cardPhoto, formData } from '../../test/forms.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  certificateContext,
  certificatesByKey,
  openTin,
  resealTaxCertificates,
  rewrapTaxCertificates,
} from './tax.keys.ts';

const t = useTestApp();

/** A small PDF as a scanner or a phone's "save as PDF" writes it: a header, a body and its end marker. */
const pdf = (text = 'BIR Form 2303') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n% ${text}\n` +
      `2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

async function put(
  who: { browser: Client },
  fields: Record<string, string>,
  files: Record<string, Buffer> = {},
) {
  const body = formData(fields, files);
  return who.browser.put('/v1/user/tax', body.payload, body.headers);
}

const rowOf = async (userId: string) =>
  (await t.db.select().from(taxDetails).where(eq(taxDetails.userId, userId)))[0];

const privateFile = (key: string) => fs.readFile(path.join(t.config.dataDir, 'private-media', key));

const dev = () => client(t, { ip: '127.0.0.1' });
const runJobs = () => dev().post('/dev/jobs/run');
/** Moves the development clock on by whole years, five at most a step. */
async function advanceYears(years: number) {
  for (let left = years; left > 0; left -= 5) {
    await dev().post('/dev/clock', { advance_seconds: Math.min(left, 5) * 366 * 86_400 });
  }
}

/** Whether the row holds the TIN's digits anywhere, as text a copy of the table would show. */
const holdsInClear = (row: object, digits: string) => JSON.stringify(row).includes(digits);

describe('tax details', () => {
  it('start empty, take a TIN with dashes and a PDF, and show the TIN masked', async () => {
    const creator = await member(t);
    const empty = await creator.browser.get('/v1/user/tax');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toMatchObject({
      tin: null,
      certificate: null,
      updated_at: null,
      gross_remittances: '0.00',
      threshold: '500000.00',
      withholding_applies: false,
      withholding_due: '0.00',
      withheld: '0.00',
    });
    expect((await client(t).get('/v1/user/tax')).statusCode).toBe(401);

    const saved = await put(creator, { tin: '123-456-789-000' }, { certificate: pdf() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      message: messages.saved,
      tax: { tin: '•••-•••-•••-000', certificate: { file_type: 'application/pdf' } },
    });
    const read = (await creator.browser.get('/v1/user/tax')).json().data;
    expect(read.tin).toBe('•••-•••-•••-000');
    expect(read.certificate.uploaded_at).toEqual(expect.any(String));
    // the digits are sealed (decision 0125): a copy of the table does not show them; the certificate is
    // sealed in the private area, under a name that tells nothing
    const row = (await rowOf(creator.user.id))!;
    expect(row.tin).toBeNull();
    expect(row.tinSealed).toMatch(/^v1\./);
    expect(holdsInClear(row, '123456789000')).toBe(false);
    expect(row.certificateKey).toMatch(/^tax\/[0-9a-f-]{36}\.bin$/);
    const stored = await privateFile(row.certificateKey);
    expect(stored.includes('%PDF')).toBe(false);
    expect(stored.includes('BIR Form 2303')).toBe(false);
    // nothing the creator can reach serves it back
    expect((await creator.browser.get(`/media/${row.certificateKey}`)).statusCode).toBe(404);
    expect((await creator.browser.get(`/v1/admin/tax/${creator.user.id}/certificate`)).statusCode).toBe(404);
  });

  it('names every field that is wrong at once, in the 422 shape', async () => {
    const creator = await member(t);
    const nothing = await put(creator, {});
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json()).toMatchObject({
      exception: 'ValidationException',
      errors: { tin: [messages.tinRequired], certificate: [messages.certificateRequired] },
    });
    const wrong = await put(creator, { tin: '12-345' }, { certificate: Buffer.from('just some text') });
    expect(wrong.json().errors).toEqual({
      tin: [messages.tinInvalid],
      certificate: [messages.certificateType],
    });
    // judged by its content: a GIF is not taken whatever it is called, a PDF cut short is asked for again
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
      .gif()
      .toBuffer();
    expect((await put(creator, { tin: '123456789' }, { certificate: gif })).json().errors).toEqual({
      certificate: [messages.certificateType],
    });
    const cut = pdf().subarray(0, 60);
    expect((await put(creator, { tin: '123456789' }, { certificate: cut })).json().errors).toEqual({
      certificate: [messages.certificateUnreadable],
    });
    const large = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await put(creator, { tin: '123456789' }, { certificate: large });
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().errors).toEqual({ certificate: [messages.certificateTooLarge] });
    expect(await rowOf(creator.user.id)).toBeUndefined();
  });

  it('keeps the certificate on file when only the TIN changes, and replaces it when a new one comes', async () => {
    const creator = await member(t);
    // a photo of the form, sent under a PDF's name: kept as the JPEG it is, without its metadata
    const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#f4f0e8' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'somewhere in Quezon City' } } })
      .jpeg()
      .toBuffer();
    expect((await put(creator, { tin: '123456789' }, { certificate: photo })).statusCode).toBe(200);
    const first = (await rowOf(creator.user.id))!;
    expect(first.certificateType).toBe('image/jpeg');

    const tinOnly = await put(creator, { tin: '987 654 321' });
    expect(tinOnly.statusCode, tinOnly.body).toBe(200);
    const second = (await rowOf(creator.user.id))!;
    expect(holdsInClear(second, '987654321')).toBe(false);
    expect(second.tinSealed).not.toBe(first.tinSealed);
    expect(second.certificateKey).toBe(first.certificateKey);
    expect(tinOnly.json().data.tax.tin).toBe('•••-•••-321');

    const replaced = await put(creator, { tin: '987654321' }, { certificate: pdf('new') });
    expect(replaced.statusCode).toBe(200);
    const third = (await rowOf(creator.user.id))!;
    expect(third.certificateType).toBe('application/pdf');
    expect(third.certificateKey).not.toBe(first.certificateKey);
    // the one it replaced goes with the job that removes files
    await t.jobs.drain('remove-files');
    await expect(privateFile(first.certificateKey)).rejects.toThrow();
    await expect(privateFile(third.certificateKey)).resolves.toBeInstanceOf(Buffer);
  });

  it('opens to support alone, each look audited; others get 403 or 404', async () => {
    const creator = await member(t);
    const photo = await cardPhoto('#e0d8c8', { width: 800, height: 1100 });
    expect((await put(creator, { tin: '111-222-333' }, { certificate: photo })).statusCode).toBe(200);
    const support = await staffMember(t, 'support');
    const finance = await staffMember(t, 'finance');
    const someone = await member(t);
    const details = `/v1/admin/tax/${creator.user.id}`;
    const file = `${details}/certificate`;

    const read = await support.browser.get(details);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({
      user_id: creator.user.id,
      tin: '111-222-333',
      certificate: { file_type: 'image/jpeg', url: file },
    });
    const opened = await support.browser.get(file);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/jpeg');
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(opened.rawPayload).metadata()).width).toBe(800);

    const visitor = client(t);
    for (const who of [finance.browser, someone.browser, creator.browser, visitor]) {
      const refused = who === visitor ? 401 : 403;
      // the file's address answers as if nothing were there
      expect((await who.get(file)).statusCode).toBe(404);
      expect((await who.get(details)).statusCode).toBe(refused);
    }
    expect((await support.browser.get(`/v1/admin/tax/${someone.user.id}/certificate`)).statusCode).toBe(404);

    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.subjectUserId, creator.user.id));
    expect(audit.map((line) => line.action).sort()).toEqual(['tax.certificate_view', 'tax.view']);
    expect(audit.every((line) => line.staffUserId === support.user.id)).toBe(true);
  });

  it('serves a PDF certificate to staff as a download, and it opens only with the key', async () => {
    const creator = await member(t);
    const sent = pdf('only with the key');
    expect((await put(creator, { tin: '444555666' }, { certificate: sent })).statusCode).toBe(200);
    const support = await staffMember(t, 'support');
    const opened = await support.browser.get(`/v1/admin/tax/${creator.user.id}/certificate`);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toMatch(/^attachment; filename="bir-2303-/);
    expect(opened.rawPayload.equals(sent)).toBe(true);
    // another master key opens nothing
    const row = (await rowOf(creator.user.id))!;
    expect(() =>
      open(
        keyRing(Buffer.alloc(32, 9)),
        Buffer.alloc(64),
        row,
        certificateContext(row.userId, row.certificateKey),
      ),
    ).toThrow();
  });

  it('seals a TIN kept in clear before TINs were sealed, by the daily job', async () => {
    const creator = await member(t);
    expect((await put(creator, { tin: '222-333-444' }, { certificate: pdf() })).statusCode).toBe(200);
    // as a row written before decision 0125 holds it
    await t.db
      .update(taxDetails)
      .set({ tin: '222333444', tinSealed: null })
      .where(eq(taxDetails.userId, creator.user.id));
    expect((await creator.browser.get('/v1/user/tax')).json().data.tin).toBe('•••-•••-444');

    expect((await runJobs()).json().data.ran).toMatchObject({ 'purge-tax-details': 1 });
    const sealed = (await rowOf(creator.user.id))!;
    expect(holdsInClear(sealed, '222333444')).toBe(false);
    expect((await creator.browser.get('/v1/user/tax')).json().data.tin).toBe('•••-•••-444');
    const support = await staffMember(t, 'support');
    expect((await support.browser.get(`/v1/admin/tax/${creator.user.id}`)).json().data.tin).toBe(
      '222-333-444',
    );
  });

  it("keeps an erased account's TIN sealed for the BIR's years, then removes it with its certificate", async () => {
    const creator = await member(t);
    expect((await put(creator, { tin: '333-444-555-000' }, { certificate: pdf() })).statusCode).toBe(200);
    const { certificateKey } = (await rowOf(creator.user.id))!;
    const support = await staffMember(t, 'support');
    const now = new Date((await dev().get('/dev/clock')).json().data.now);
    // the account's erasure is due now
    await t.db.insert(accountDeletions).values({ userId: creator.user.id, requestedAt: now, eraseAt: now });
    expect((await runJobs()).json().data.ran).toMatchObject({ 'erase-accounts': 1 });

    // five years from the deadline of the last return it supports: 1 March after the erasure's year
    const kept = (await rowOf(creator.user.id))!;
    const year = Number(new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 4));
    expect(kept.retainUntil).toEqual(manilaDate(year + 6, 2));
    expect(holdsInClear(kept, '333444555000')).toBe(false);
    // meanwhile support can still answer the BIR, each look audited
    const looked = await support.browser.get(`/v1/admin/tax/${creator.user.id}`);
    expect(looked.json().data.tin).toBe('333-444-555-000');

    try {
      await advanceYears(5);
      await runJobs();
      expect(await rowOf(creator.user.id)).toBeDefined();
      await advanceYears(2);
      await runJobs();
      expect(await rowOf(creator.user.id)).toBeUndefined();
      await expect(privateFile(certificateKey)).rejects.toThrow();
    } finally {
      await dev().post('/dev/clock', { reset: true });
    }
  });

  // last in the file: it moves every certificate here to keys the app does not hold
  it('moves to a new master key with the identity photos: wrapped again, then sealed again under a new name', async () => {
    const creator = await member(t);
    const sent = pdf('moved with the key');
    expect((await put(creator, { tin: '777888999' }, { certificate: sent })).statusCode).toBe(200);
    const before = (await rowOf(creator.user.id))!;
    const current = (await kycKeyRing(t.config, t.db)).current.key;
    const next = randomBytes(32);

    const rewrapped = await rewrapTaxCertificates({ db: t.db, keys: keyRing(next, [current]), batch: 1 });
    expect(rewrapped.rewrapped).toBeGreaterThanOrEqual(1);
    expect(rewrapped.unknownKeyFiles).toBe(0);
    const moved = (await rowOf(creator.user.id))!;
    expect(moved.keyId).toBe(keyRing(next).current.id);
    expect(moved.certificateKey).toBe(before.certificateKey);
    const stored = await privateFile(moved.certificateKey);
    const context = certificateContext(moved.userId, moved.certificateKey);
    expect(open(keyRing(next), stored, moved, context).equals(sent)).toBe(true);
    expect(() => open(keyRing(current), stored, moved, context)).toThrow();

    // the new key leaked too: sealed again under new data keys and a new name, the old file removed
    const last = randomBytes(32);
    const resealed = await resealTaxCertificates({
      db: t.db,
      storage: t.storage,
      keys: keyRing(last, [next]),
    });
    expect(resealed.missingFiles).toBe(0);
    const after = (await rowOf(creator.user.id))!;
    expect(after.certificateKey).not.toBe(moved.certificateKey);
    await expect(privateFile(moved.certificateKey)).rejects.toThrow();
    const reopened = open(
      keyRing(last),
      await privateFile(after.certificateKey),
      after,
      certificateContext(after.userId, after.certificateKey),
    );
    expect(reopened.equals(sent)).toBe(true);
    // the TIN sealed beside it moved with it: it opens with the new data key only
    expect(openTin(keyRing(last), after)).toBe('777888999');
    expect(after.tinSealed).not.toBe(before.tinSealed);
    expect(await certificatesByKey(t.db)).toEqual({ [keyRing(last).current.id]: expect.any(Number) });
  });
});
