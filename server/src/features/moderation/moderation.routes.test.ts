import { moderationMessages } from '@pixel/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditCounts } from '../../db/counts.ts';
import { staffAudit } from '../../db/schema/index.ts';
import {
  buyPost,
  client,
  createSlide,
  createSnap,
  member,
  staffMember,
  unique,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

type Who = Awaited<ReturnType<typeof member>>;
const snapTab = async (pageUrl: string, who?: Who) => {
  const response = await (who?.browser ?? client(t)).get(`/v1/profile/content/images/${pageUrl}`);
  const body = response.json() as {
    data: { id: string; hidden_by_staff: unknown }[];
    meta: { total: number };
  };
  return { ids: body.data.map((post) => post.id), total: body.meta.total, posts: body.data };
};
const blocTab = async (pageUrl: string, who?: Who) => {
  const response = await (who?.browser ?? client(t)).get(`/v1/profile/${pageUrl}/bloc`);
  const body = response.json() as {
    data: { id: string; hidden_by_staff: unknown }[];
    meta: { total: number };
  };
  return { ids: body.data.map((post) => post.id), total: body.meta.total, posts: body.data };
};
const tagged = async (tag: string) =>
  ((await client(t).get(`/v1/hashtags/${tag}`)).json().data as { id: string }[]).map((item) => item.id);

describe('staff hiding a post that breaks the rules', () => {
  it('takes a bought Snap away from everyone but its creator, who cannot publish it, and shows it again', async () => {
    const support = await staffMember(t, 'support');
    const creator = await member(t);
    const buyer = await member(t);
    const tag = unique('beach');
    const snap = await createSnap(creator, { price_id: 4, caption: `#${tag}` });
    const kept = await createSnap(creator);
    await buyPost(t, buyer, snap);
    const single = (who: Who) =>
      who.browser.get(`/v1/profile/content/images/${creator.page_url}/image_id/${snap.id}`);
    const link = new URL((await single(buyer)).json().data.image_url as string);
    const original = () => buyer.browser.get(link.pathname + link.search);
    expect((await original()).statusCode).toBe(200);
    expect(await tagged(tag)).toEqual([snap.id]);

    const noReason = await support.browser.post(`/v1/admin/posts/photo/${snap.id}/hide`, {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['The reason field is required.'] });
    const hidden = await support.browser.post(`/v1/admin/posts/photo/${snap.id}/hide`, {
      reason: 'Someone else’s photo, reported by its owner',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({
      message: moderationMessages.hidden,
      post: {
        kind: 'snap',
        id: snap.id,
        audience: 'paid',
        hidden_reason: 'Someone else’s photo, reported by its owner',
      },
    });

    // gone for visitors, the buyer (their link too) and the hashtag page; the count follows
    expect(await snapTab(creator.page_url)).toMatchObject({ ids: [kept.id], total: 1 });
    expect(await snapTab(creator.page_url, buyer)).toMatchObject({ ids: [kept.id], total: 1 });
    expect((await single(buyer)).statusCode).toBe(404);
    expect((await original()).statusCode).toBe(404);
    expect(await tagged(tag)).toEqual([]);
    expect(
      (
        await buyer.browser.post('/v1/user/reactions/add', {
          content_type: 'image',
          content_id: snap.id,
          reaction_id: 1,
        })
      ).statusCode,
    ).toBe(404);
    // its creator still sees it, marked with why, and cannot publish or change it (deleting is theirs)
    const own = await snapTab(creator.page_url, creator);
    expect(own.ids).toEqual([kept.id, snap.id]);
    expect(own.posts[1]!.hidden_by_staff).toMatchObject({
      reason: 'Someone else’s photo, reported by its owner',
    });
    for (const change of [{ is_published: true }, { caption: 'fixed' }]) {
      const refused = await creator.browser.put(`/v1/user/content/images/update/${snap.id}`, change);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(moderationMessages.locked);
    }
    const mails = (await t.outbox()).filter((m) => m.to === creator.user.email);
    expect(mails[0]).toMatchObject({ subject: 'PIXEL support hid one of your posts' });
    expect(mails[0]!.body).toContain('Someone else’s photo, reported by its owner');

    const again = await support.browser.post(`/v1/admin/posts/photo/${snap.id}/hide`, { reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(moderationMessages.alreadyHidden);

    const shown = await support.browser.post(`/v1/admin/posts/photo/${snap.id}/show`, {
      reason: 'The reporter was wrong: the creator showed the original files',
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.post).toMatchObject({ hidden_at: null, audience: 'paid' });
    expect((await snapTab(creator.page_url)).total).toBe(2);
    expect((await original()).statusCode).toBe(200);
    expect(await tagged(tag)).toEqual([snap.id]);
    expect((await snapTab(creator.page_url, creator)).posts[1]!.hidden_by_staff).toBeNull();

    const trail = await t.db.select().from(staffAudit).where(eq(staffAudit.subjectUserId, creator.user.id));
    expect(trail.map((line) => [line.action, line.reason])).toEqual([
      ['post.hide', 'Someone else’s photo, reported by its owner'],
      ['post.show', 'The reporter was wrong: the creator showed the original files'],
    ]);
    expect(await auditCounts(t.db)).toEqual([]);
  });

  it('takes a Bloc post off the page and its count, leaving it to its creator, who may delete it', async () => {
    const support = await staffMember(t, 'support');
    const creator = await member(t);
    const tag = unique('rant');
    const first = (await creator.browser.post('/v1/user/bloc', { title: 'Hello', body: 'Kumusta' })).json()
      .data;
    const bad = (
      await creator.browser.post('/v1/user/bloc', { title: 'Doxx', body: `Their address #${tag}` })
    ).json().data;
    expect(await tagged(tag)).toEqual([bad.id]);

    const hidden = await support.browser.post(`/v1/admin/posts/bloc/${bad.id}/hide`, {
      reason: 'Shares an address',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await blocTab(creator.page_url)).toMatchObject({ ids: [first.id], total: 1 });
    expect((await client(t).get(`/v1/profile/${creator.page_url}/bloc/${bad.id}`)).statusCode).toBe(404);
    expect(await tagged(tag)).toEqual([]);
    const own = await blocTab(creator.page_url, creator);
    expect(own).toMatchObject({ ids: [bad.id, first.id], total: 2 });
    expect(own.posts[0]!.hidden_by_staff).toMatchObject({ reason: 'Shares an address' });
    const edit = await creator.browser.put(`/v1/user/bloc/${bad.id}`, {
      title: 'Fixed',
      body: 'Nothing here',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(moderationMessages.locked);
    expect(await auditCounts(t.db)).toEqual([]);
    expect((await creator.browser.delete(`/v1/user/bloc/${bad.id}`)).statusCode).toBe(200);
    expect(await auditCounts(t.db)).toEqual([]);
    expect(
      (await support.browser.post(`/v1/admin/posts/bloc/${bad.id}/show`, { reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it("lists a person's posts of both kinds for staff, and lets only support and admin hide them", async () => {
    const creator = await member(t);
    const slide = await createSlide(creator, 2, { caption: 'Two', is_published: false });
    const bloc = (
      await creator.browser.post('/v1/user/bloc', { body: 'Members only', visibility: 'supporters' })
    ).json().data;
    const finance = await staffMember(t, 'finance');
    const listed = await finance.browser.get(`/v1/admin/users/${creator.user.id}/posts`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().meta.total).toBe(2);
    expect(listed.json().data).toMatchObject([
      {
        kind: 'bloc',
        id: bloc.id,
        text: 'Members only',
        audience: 'supporters',
        price: null,
        hidden_at: null,
      },
      { kind: 'slide', id: slide.id, text: 'Two', audience: 'unpublished', purchase_count: 0 },
    ]);
    expect(listed.json().data[1].preview_url).toMatch(/^http/);
    expect(
      (await finance.browser.post(`/v1/admin/posts/bloc/${bloc.id}/hide`, { reason: 'x' })).statusCode,
    ).toBe(403);
    const kindMismatch = await (
      await staffMember(t, 'admin')
    ).browser.post(`/v1/admin/posts/bloc/${slide.id}/hide`, {
      reason: 'x',
    });
    expect(kindMismatch.statusCode).toBe(404);
  });
});
