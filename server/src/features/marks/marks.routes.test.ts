import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { audit as ledgerAudit } from '../../ledger/ledger.ts';
import {
  leakReports,
  notifications,
  photoMarks,
  photos,
  purchases,
  staffAudit,
  users,
} from '../../db/schema/index.ts';
import { queuedFileRemover } from '../../jobs/jobs.ts';
import { buyPost, client, joinTier, member, staffMember, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createHashtagsRepository } from '../hashtags/hashtags.repository.ts';
import { createContentRepository } from '../content/content.repository.ts';
import { purgeDeletedPhotoPosts } from '../content/content.purge.ts';
import { creatorWithTiers } from '../memberships/memberships.testing.ts';
import { createReactionsRepository } from '../reactions/reactions.repository.ts';
import { markedCopiesOf } from './marks.module.ts';
import { leaked, local, lookup, originalUrl, paidSnap, testPhoto as photo } from './marks.testing.ts';

const t = useTestApp();

async function photoOf(snapId: string) {
  const [row] = await t.db.select().from(photos).where(eq(photos.postId, snapId));
  return row!;
}

/** CRC-32 of a PNG chunk's type and data. */
function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    let c = (crc ^ byte) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG of a few bytes whose header says it is `width` × `height`: a decompression bomb's shape. */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const marksDir = () => path.join(t.config.dataDir, 'private-media', 'marks');

describe("a buyer's marked copy", () => {
  it('is made on the first open and served again at later ones; the creator and the previews stay unmarked', async () => {
    const creator = await member(t);
    const snap = await paidSnap(creator, await photo(21));
    const row = await photoOf(snap.id);
    const stored = (await t.storage.read(row.originalKey, 'private'))!;
    const buyer = await member(t);
    await buyPost(t, buyer, snap);

    const url = await originalUrl(buyer, creator.page_url, snap.id);
    const first = await buyer.browser.get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
    });
    expect(first.rawPayload.equals(stored)).toBe(false);
    const size = await sharp(first.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([1200, 800]);
    const second = await buyer.browser.get(await originalUrl(buyer, creator.page_url, snap.id));
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const marks = await t.db.select().from(photoMarks).where(eq(photoMarks.photoId, row.id));
    expect(marks).toHaveLength(1);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.buyerUserId, buyer.user.id));
    expect(marks[0]).toMatchObject({
      viewerUserId: buyer.user.id,
      access: 'buyer',
      purchaseId: purchase!.id,
    });
    expect(marks[0]!.seed).toMatch(/^[\w-]{43}$/);

    // the creator's own view is the original itself
    const own = await creator.browser.get(await originalUrl(creator, creator.page_url, snap.id));
    expect(own.rawPayload.equals(stored)).toBe(true);
    // the small previews are not marked
    const view = await buyer.browser.get(
      `/v1/profile/content/images/${creator.page_url}/image_id/${snap.id}`,
    );
    const wh500 = await buyer.browser.get(local(view.json().data.image_url_variants.WH500));
    expect(wh500.rawPayload.equals((await t.storage.read(row.wh500Key, 'private'))!)).toBe(true);
    expect(await ledgerAudit(t.db)).toEqual([]);
  });

  it('is made once when two first opens come at the same time', async () => {
    const creator = await member(t);
    const snap = await paidSnap(creator, await photo(22));
    const buyer = await member(t);
    await buyPost(t, buyer, snap);
    const url = await originalUrl(buyer, creator.page_url, snap.id);
    const before = new Set(await fs.readdir(marksDir()).catch(() => []));

    const [a, b] = await Promise.all([buyer.browser.get(url), buyer.browser.get(url)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    const row = await photoOf(snap.id);
    const marks = await t.db.select().from(photoMarks).where(eq(photoMarks.photoId, row.id));
    expect(marks).toHaveLength(1);
    // the loser's file is gone: one new file, the winner's
    const added = (await fs.readdir(marksDir())).filter((name) => !before.has(name));
    expect(added).toEqual([path.basename(marks[0]!.fileKey)]);
  });

  it("is made for a member too, naming the membership, and goes with the photo's post", async () => {
    const { creator, tier1 } = await creatorWithTiers(t);
    const snap = await paidSnap(creator, await photo(23), { min_tier_id: tier1.id });
    const fan = await member(t);
    await joinTier(t, fan, tier1.id);
    const response = await fan.browser.get(await originalUrl(fan, creator.page_url, snap.id));
    expect(response.statusCode).toBe(200);
    const row = await photoOf(snap.id);
    expect(response.rawPayload.equals((await t.storage.read(row.originalKey, 'private'))!)).toBe(false);
    const [mark] = await t.db.select().from(photoMarks).where(eq(photoMarks.photoId, row.id));
    expect(mark).toMatchObject({ access: 'member', purchaseId: null });
    expect(mark!.membershipId).not.toBeNull();

    // the post deleted and its 15 days over: the copy's row and file go with the photo
    expect((await creator.browser.delete(`/v1/user/content/images/delete/${snap.id}`)).statusCode).toBe(200);
    const purge = () =>
      purgeDeletedPhotoPosts({
        db: t.db,
        repository: createContentRepository(t.db),
        removeFiles: queuedFileRemover(t.jobs),
        forget: createReactionsRepository(t.db).forget,
        forgetTags: createHashtagsRepository(t.db).forget,
        purgeMarks: markedCopiesOf({ db: t.db, storage: t.storage, publicUrl: t.config.publicUrl }).purge,
        now: new Date(Date.now() + 16 * 86_400_000),
      });
    await purge();
    expect(await t.db.select().from(photoMarks).where(eq(photoMarks.id, mark!.id))).toEqual([]);
    await t.jobs.drain('remove-files');
    expect(await t.storage.read(mark!.fileKey, 'private')).toBeNull();
  });
});

/** A creator with a paid Snap bought and opened by `count` buyers. */
async function boughtByMany(count: number, seed: number) {
  const creator = await member(t);
  const snap = await paidSnap(creator, await photo(seed));
  const buyers: (Member & { copy: Buffer })[] = [];
  for (let i = 0; i < count; i++) {
    const buyer = await member(t);
    await buyPost(t, buyer, snap);
    const copy = (await buyer.browser.get(await originalUrl(buyer, creator.page_url, snap.id))).rawPayload;
    buyers.push({ ...buyer, copy });
  }
  return { creator, snap, buyers, row: await photoOf(snap.id) };
}

describe('the leak lookup', () => {
  it('names the buyer whose copy leaked, among several; an unmarked copy has no mark; another photo is not yours', async () => {
    const { creator, snap, buyers, row } = await boughtByMany(4, 31);
    // another photo of the creator's, so the search has more than one to choose from
    await paidSnap(creator, await photo(32));
    const leaker = buyers[2]!;

    const found = await lookup(creator, await leaked(leaker.copy));
    expect(found.statusCode, found.body).toBe(200);
    expect(found.headers['cache-control']).toBe('private, no-store');
    const result = found.json().data;
    expect(result).toMatchObject({
      outcome: 'named',
      photo: { post_id: snap.id, post_type: 'image', position: 0 },
      viewer: { page_url: leaker.page_url, access: 'buyer' },
      can_report: true,
    });
    expect(result.viewer.purchase_id).toBeTruthy();
    expect(result.confidence.sigma).toBeGreaterThanOrEqual(6);
    expect(result.confidence.runner_up).toBeLessThan(6);

    // the original itself, and the public preview blown up, carry no one's mark
    const original = (await t.storage.read(row.originalKey, 'private'))!;
    expect((await lookup(creator, await leaked(original))).json().data).toMatchObject({
      outcome: 'no_mark',
      photo: { post_id: snap.id },
      viewer: null,
      can_report: false,
    });
    const preview = (await t.storage.read(row.previewKey, 'public'))!;
    const blownUp = await sharp(preview).resize(1200, 800, { fit: 'fill' }).jpeg().toBuffer();
    expect((await lookup(creator, blownUp)).json().data).toMatchObject({ outcome: 'no_mark', viewer: null });

    // a photo of another creator's is not a copy of any of this creator's
    const other = await boughtByMany(1, 33);
    expect((await lookup(creator, await leaked(other.buyers[0]!.copy))).json().data).toMatchObject({
      outcome: 'not_yours',
      photo: null,
      viewer: null,
    });
    // and a stranger's lookup searches only their own photos: the leaked copy names no one to them
    const stranger = await member(t);
    await paidSnap(stranger, await photo(34));
    expect((await lookup(stranger, await leaked(leaker.copy))).json().data).toMatchObject({
      outcome: 'not_yours',
      viewer: null,
    });
  }, 120_000);

  it('refuses what is not an image of the accepted kinds or sizes', async () => {
    const creator = await member(t);
    const none = await creator.browser.post('/v1/user/marks/lookups', {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toHaveProperty('image');
    const text = await lookup(creator, Buffer.from('not a photo at all, only words'));
    expect(text.statusCode).toBe(422);
    expect(text.json().message_key).toBe('imageNotImage');
    const gif = await lookup(
      creator,
      await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
        .gif()
        .toBuffer(),
    );
    expect(gif.statusCode).toBe(422);
    expect(gif.json().message_key).toBe('imageWrongType');
    // a small file that says it is huge: refused before a pixel is decoded
    const tooMany = await lookup(creator, pngClaiming(20_000, 20_000));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message_key).toBe('imageTooManyPixels');
    const tooLarge = await lookup(
      creator,
      Buffer.concat([await photo(35, 64, 48), Buffer.alloc(11 * 1024 * 1024)]),
    );
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().message_key).toBe('imageTooLarge');
    expect((await lookup({ browser: client(t) }, await photo(36, 64, 48))).statusCode).toBe(401);
  });
});

describe('a leak report', () => {
  it('goes to staff, who close the post to the buyer and suspend them, each step audited; the creator is told', async () => {
    const { creator, snap, buyers } = await boughtByMany(2, 41);
    const leaker = buyers[1]!;
    const found = (await lookup(creator, await leaked(leaker.copy))).json().data;
    expect(found.outcome).toBe('named');

    // only the creator who looked it up may report it
    const stranger = await member(t);
    expect((await stranger.browser.post(`/v1/user/marks/lookups/${found.id}/report`, {})).statusCode).toBe(
      404,
    );
    const sent = await creator.browser.post(`/v1/user/marks/lookups/${found.id}/report`, {
      note: 'On a forum',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const report = sent.json().data;
    expect(report).toMatchObject({
      status: 'open',
      note: 'On a forum',
      viewer: { page_url: leaker.page_url },
    });
    const again = await creator.browser.post(`/v1/user/marks/lookups/${found.id}/report`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message_key).toBe('leakReportOpen');

    // staff without the role, and people who are not staff, cannot see the reports
    expect((await creator.browser.get('/v1/admin/leak-reports')).statusCode).toBe(403);
    const finance = await staffMember(t, 'finance');
    expect((await finance.browser.get('/v1/admin/leak-reports')).statusCode).toBe(403);
    const support = await staffMember(t, 'support');
    const open = (await support.browser.get('/v1/admin/leak-reports')).json();
    expect(open.data.map((r: { id: string }) => r.id)).toContain(report.id);

    const url = await originalUrl(leaker, creator.page_url, snap.id);
    expect((await leaker.browser.get(url)).statusCode).toBe(200);
    const revoked = await support.browser.post(`/v1/admin/leak-reports/${report.id}/revoke`, {
      reason: 'Leaked it',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.access_revoked_at).not.toBeNull();
    // the post no longer opens for them, and the purchase is still paid (nothing refunded)
    expect((await leaker.browser.get(url)).statusCode).toBe(404);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.buyerUserId, leaker.user.id));
    expect(purchase!.settledAt).not.toBeNull();
    expect(
      (await support.browser.post(`/v1/admin/leak-reports/${report.id}/revoke`, { reason: 'x' })).statusCode,
    ).toBe(409);

    const suspended = await support.browser.post(`/v1/admin/leak-reports/${report.id}/suspend`, {
      reason: 'Leaked it',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const [viewer] = await t.db.select().from(users).where(eq(users.id, leaker.user.id));
    expect(viewer!.status).toBe('suspended');

    const closed = await support.browser.post(`/v1/admin/leak-reports/${report.id}/close`, {
      reason: 'Done',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.status).toBe('closed');
    expect(
      (await support.browser.post(`/v1/admin/leak-reports/${report.id}/close`, { reason: 'x' })).statusCode,
    ).toBe(409);

    const lines = await t.db.select().from(staffAudit).where(eq(staffAudit.subjectUserId, leaker.user.id));
    expect(lines.map((line) => line.action).sort()).toEqual(
      ['leak_report.close', 'leak_report.revoke', 'leak_report.suspend', 'person.suspend'].sort(),
    );
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientUserId, creator.user.id),
          eq(notifications.kind, 'leak_report_answered'),
        ),
      );
    expect(told).toHaveLength(1);
    const bell = (await creator.browser.get('/v1/user/notifications')).json().data;
    expect(JSON.stringify(bell)).toContain('Your leak report was answered');
    const [kept] = await t.db.select().from(leakReports).where(eq(leakReports.id, report.id));
    expect(kept!.closedBy).toBe(support.user.id);
    expect(await ledgerAudit(t.db)).toEqual([]);
  }, 60_000);

  it('can be looked up by support for a creator, audited; a refunded purchase loses its copy', async () => {
    const { creator, buyers, row } = await boughtByMany(1, 51);
    const support = await staffMember(t, 'support');
    const found = await lookup(
      support,
      await leaked(buyers[0]!.copy),
      `/v1/admin/users/${creator.user.id}/marks/lookups`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({ outcome: 'named', viewer: { page_url: buyers[0]!.page_url } });
    const [line] = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.subjectUserId, creator.user.id), eq(staffAudit.action, 'leak.lookup')));
    expect(line).toBeDefined();
    expect(
      (await lookup(creator, await photo(52, 64, 48), `/v1/admin/users/${creator.user.id}/marks/lookups`))
        .statusCode,
    ).toBe(403);

    // a refund closes the post to the buyer; the purge then removes their copy and its file
    const [mark] = await t.db.select().from(photoMarks).where(eq(photoMarks.photoId, row.id));
    await t.db.update(purchases).set({ revokedAt: new Date() }).where(eq(purchases.id, mark!.purchaseId!));
    await purgeDeletedPhotoPosts({
      db: t.db,
      repository: createContentRepository(t.db),
      removeFiles: queuedFileRemover(t.jobs),
      forget: createReactionsRepository(t.db).forget,
      forgetTags: createHashtagsRepository(t.db).forget,
      purgeMarks: markedCopiesOf({ db: t.db, storage: t.storage, publicUrl: t.config.publicUrl }).purge,
    });
    expect(await t.db.select().from(photoMarks).where(eq(photoMarks.id, mark!.id))).toEqual([]);
    await t.jobs.drain('remove-files');
    expect(await t.storage.read(mark!.fileKey, 'private')).toBeNull();
  }, 60_000);
});
