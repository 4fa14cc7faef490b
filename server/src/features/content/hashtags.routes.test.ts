import { describe, expect, it } from 'vitest';
import {
  buyPost,
  client,
  createSlide,
  createSnap,
  member,
  unique,
  uploadImage,
  type Member,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const tagged = async (tag: string) => {
  const response = await client(t).get(`/v1/hashtags/${encodeURIComponent(tag)}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as { type: string; id: string; excerpt: string }[];
};
const ids = async (tag: string) => (await tagged(tag)).map((item) => `${item.type}:${item.id}`);
const updateSnap = (who: Member, id: string, body: Record<string, unknown>) =>
  who.browser.put(`/v1/user/content/images/update/${id}`, body);
const updateSlide = (who: Member, id: string, body: Record<string, unknown>) =>
  who.browser.put(`/v1/user/content/images/collection/update/${id}`, body);

describe('hashtags in photo post captions', () => {
  it('list a published Snap on the tag’s page, locked or not, and never a draft', async () => {
    const tag = unique('sunset');
    const creator = await member(t, { pageName: 'Ana Photos' });
    const free = await createSnap(creator, { caption: `Golden hour #${tag.toUpperCase()}` });
    const paid = await createSnap(creator, { caption: `Paid #${tag}`, price_id: 4 });
    const draft = await createSnap(creator, { caption: `Not yet #${tag}`, is_published: 0 });

    expect(await tagged(tag)).toEqual([
      {
        type: 'image',
        id: paid.id,
        creator: {
          page_url: creator.page_url,
          page_name: 'Ana Photos',
          avatar: null,
          avatar_variants: { WH100: null },
        },
        excerpt: `Paid #${tag}`,
        created_at: expect.any(String),
      },
      expect.objectContaining({ type: 'image', id: free.id, excerpt: `Golden hour #${tag.toUpperCase()}` }),
    ]);
    expect(await ids(tag)).not.toContain(`image:${draft.id}`);

    // publishing the draft lists it; a price change leaves the tags as they are
    expect((await updateSnap(creator, draft.id, { is_published: 1 })).statusCode).toBe(200);
    expect((await updateSnap(creator, paid.id, { price_id: 6 })).statusCode).toBe(200);
    expect(await ids(tag)).toEqual([`image:${draft.id}`, `image:${paid.id}`, `image:${free.id}`]);
  });

  it('follow a Snap’s caption edits, unpublishing and deletion', async () => {
    const tag = unique('beach');
    const other = unique('island');
    const creator = await member(t);
    const snap = await createSnap(creator, { caption: `#${tag}` });
    expect(await ids(tag)).toEqual([`image:${snap.id}`]);

    await updateSnap(creator, snap.id, { caption: `now #${other}` });
    expect(await ids(tag)).toEqual([]);
    expect(await ids(other)).toEqual([`image:${snap.id}`]);

    await updateSnap(creator, snap.id, { is_published: 0 });
    expect(await ids(other)).toEqual([]);
    // a caption edit of a draft does not list it
    await updateSnap(creator, snap.id, { caption: `still #${other}` });
    expect(await ids(other)).toEqual([]);
    await updateSnap(creator, snap.id, { is_published: 1 });
    expect(await ids(other)).toEqual([`image:${snap.id}`]);

    const deleted = await creator.browser.delete(`/v1/user/content/images/delete/${snap.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await ids(other)).toEqual([]);
  });

  it('leave the page when a bought Snap is deleted, though its buyers keep it for a while', async () => {
    const tag = unique('bought');
    const creator = await member(t);
    const buyer = await member(t);
    const snap = await createSnap(creator, { caption: `#${tag}`, price_id: 4 });
    await buyPost(t, buyer, snap);
    expect(await ids(tag)).toEqual([`image:${snap.id}`]);

    await creator.browser.delete(`/v1/user/content/images/delete/${snap.id}`);
    const kept = await buyer.browser.get(
      `/v1/profile/content/images/${creator.page_url}/image_id/${snap.id}`,
    );
    expect(kept.json().data).toMatchObject({ is_deleted: true });
    expect(await ids(tag)).toEqual([]);
  });

  it('list a published Snap Slide, and follow its unpublishing and deletion', async () => {
    const tag = unique('set');
    const creator = await member(t);
    const slide = await createSlide(creator, 2, { caption: `Two of #${tag}` });
    const draft = await createSlide(creator, 1, { caption: `#${tag}`, is_published: 0 });
    expect(await tagged(tag)).toEqual([
      expect.objectContaining({ type: 'image_collection', id: slide.id, excerpt: `Two of #${tag}` }),
    ]);

    await updateSlide(creator, draft.id, { is_published: 1 });
    expect(await ids(tag)).toEqual([`image_collection:${draft.id}`, `image_collection:${slide.id}`]);
    await updateSlide(creator, draft.id, { is_published: 0 });
    expect(await ids(tag)).toEqual([`image_collection:${slide.id}`]);

    await creator.browser.delete(`/v1/user/content/images/collection/delete/${slide.id}`);
    expect(await ids(tag)).toEqual([]);
  });

  it('are not indexed when the post is refused', async () => {
    const tag = unique('refused');
    const creator = await member(t);
    const other = await member(t);
    const theirs = await uploadImage(other);
    const refused = await creator.browser.post('/v1/user/content/images/create', {
      image: theirs,
      caption: `#${tag}`,
    });
    expect(refused.statusCode).toBe(422);
    expect(await ids(tag)).toEqual([]);
  });
});
