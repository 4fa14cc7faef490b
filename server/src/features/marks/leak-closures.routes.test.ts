import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, staffAudit } from '../../db/schema/index.ts';
import { audit as ledgerAudit } from '../../ledger/ledger.ts';
import { buyPost, joinTier, member, staffMember, startPurchase, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { creatorWithTiers } from '../memberships/memberships.testing.ts';
import { buy, uploadProductFile, newProduct, zipOf } from '../shop/shop.testing.ts';
import { leaked, lookup, originalUrl, paidSnap, testPhoto as photo } from './marks.testing.ts';

const t = useTestApp();

/** The creator's lookup of the viewer's leaked copy, reported and closed to them by support. */
async function reportedAndClosed(creator: Member, viewer: Member, copy: Buffer) {
  const found = (await lookup(creator, await leaked(copy))).json().data;
  expect(found.outcome).toBe('named');
  const sent = await creator.browser.post(`/v1/user/marks/lookups/${found.id}/report`, {});
  expect(sent.statusCode, sent.body).toBe(201);
  const support = await staffMember(t, 'support');
  const closed = await support.browser.post(`/v1/admin/leak-reports/${sent.json().data.id}/revoke`, {
    reason: 'Shared it on a forum',
  });
  expect(closed.statusCode, closed.body).toBe(200);
  return { report: closed.json().data, support };
}

describe('a post staff closed to its buyer for a leak', () => {
  it('cannot be bought again, alone or in a bundle, and says why in English and Filipino', async () => {
    const creator = await member(t);
    const buyer = await member(t);
    const snap = await paidSnap(creator, await photo(61));
    await buyPost(t, buyer, snap);
    const url = await originalUrl(buyer, creator.page_url, snap.id);
    const opened = await buyer.browser.get(url);
    expect(opened.statusCode).toBe(200);
    const copy = opened.rawPayload;
    const { report } = await reportedAndClosed(creator, buyer, copy);
    expect(report).toMatchObject({ access: 'buyer', access_revoked_at: expect.any(String) });
    expect((await buyer.browser.get(url)).statusCode).toBe(404);

    const again = await buyer.browser.post('/v1/user/content/images/purchase', { image_id: snap.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message_key: 'leakPostClosed',
      message:
        'PIXEL closed this post to you after your copy of it was found shared elsewhere, so it cannot be bought again.',
    });
    const inFilipino = await buyer.browser.post(
      '/v1/user/content/images/purchase',
      { image_id: snap.id },
      { 'accept-language': 'fil' },
    );
    expect(inFilipino.json().message).toBe(
      'Isinara ng PIXEL ang post na ito sa iyo matapos makitang ibinahagi sa ibang lugar ang kopya mo nito, kaya hindi na ito mabibili ulit.',
    );

    const bundle = await newProduct(creator, { name: 'Everything', post_ids: [snap.id] });
    await uploadProductFile(creator, bundle.id, zipOf(1));
    const bundled = await buy(buyer, bundle.id);
    expect(bundled.statusCode).toBe(409);
    expect(bundled.json().message_key).toBe('leakBundleClosed');

    // anyone else buys the post, and the bundle, as before
    const other = await member(t);
    expect((await startPurchase(other, snap)).reference).toBeTruthy();
    expect((await buy(other, bundle.id)).statusCode).toBe(200);
    expect(await ledgerAudit(t.db)).toEqual([]);
  }, 60_000);
});

describe("a member's copy", () => {
  it('is closed by staff for this one post: audited, the membership kept, its other posts still open', async () => {
    const { creator, tier1 } = await creatorWithTiers(t);
    const snap = await paidSnap(creator, await photo(62), { min_tier_id: tier1.id });
    const another = await paidSnap(creator, await photo(63), { min_tier_id: tier1.id });
    const fan = await member(t);
    await joinTier(t, fan, tier1.id);
    const url = await originalUrl(fan, creator.page_url, snap.id);
    const opened = await fan.browser.get(url);
    expect(opened.statusCode).toBe(200);
    const copy = opened.rawPayload;

    const { report, support } = await reportedAndClosed(creator, fan, copy);
    expect(report).toMatchObject({ access: 'member', purchase_id: null, post_id: snap.id });
    // the post no longer opens to them: not its original, and the post shows locked
    expect((await fan.browser.get(url)).statusCode).toBe(404);
    const post = await fan.browser.get(`/v1/profile/content/images/${creator.page_url}/image_id/${snap.id}`);
    expect(post.json().data).toMatchObject({ is_locked: true });
    const tab = (await fan.browser.get(`/v1/profile/content/images/${creator.page_url}`)).json().data as {
      id: string;
      is_locked: boolean;
    }[];
    expect(tab.find((shown) => shown.id === snap.id)).toMatchObject({ is_locked: true });
    expect(tab.find((shown) => shown.id === another.id)).toMatchObject({ is_locked: false });
    // the membership stays as it was, and opens the tier's other posts
    const [membership] = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.supporterUserId, fan.user.id));
    expect(membership).toMatchObject({ status: 'active', cancelledAt: null });
    const other = await fan.browser.get(await originalUrl(fan, creator.page_url, another.id));
    expect(other.statusCode).toBe(200);

    const [line] = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.subjectUserId, fan.user.id), eq(staffAudit.action, 'leak_report.revoke')));
    expect(line).toMatchObject({ reason: 'Shared it on a forum' });
    expect(line!.before).toEqual({ membership_opens_post: true });
    expect(line!.after).toEqual({
      membership_opens_post: false,
      membership_id: membership!.id,
      post_id: snap.id,
      report_id: report.id,
    });
    const twice = await support.browser.post(`/v1/admin/leak-reports/${report.id}/revoke`, { reason: 'x' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message_key).toBe('leakAccessClosed');
  }, 60_000);
});
