import { describe, expect, it } from 'vitest';
import { type Client, client, createSlide, joinTier, signedInUser } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { creatorWithTiers, myMembership, signInAgain, useDevClock } from './memberships.testing.ts';

const t = useTestApp();
const { moveClockTo } = useDevClock(t);

describe('members-only posts', () => {
  const local = (url: string) => {
    const parsed = new URL(url, 'http://localhost:3000');
    return parsed.pathname + parsed.search;
  };
  type Shown = {
    is_locked: boolean;
    min_tier_id: string | null;
    images: { image_url: string; is_locked: boolean }[];
  };
  const slideAs = async (browser: Client, pageUrl: string, id: string) =>
    (await browser.get(`/v1/profile/content/images/collection/${pageUrl}/collection_id/${id}`)).json()
      .data as Shown;
  const blocAs = async (browser: Client, pageUrl: string, id: string) =>
    (await browser.get(`/v1/profile/${pageUrl}/bloc/${id}`)).json().data as {
      is_locked: boolean;
      body: string | null;
    };

  it('open to members of the tier and those above, stay locked for everyone else, and close when the membership ends', async () => {
    const { creator, tier1, tier2 } = await creatorWithTiers(t);
    const slide = await createSlide(creator, 2, { caption: 'For the club', min_tier_id: tier1.id });
    expect(slide).toMatchObject({ min_tier_id: tier1.id, price_id: 1 });
    const studioOnly = await createSlide(creator, 1, { min_tier_id: tier2.id });
    const post = await creator.browser.post('/v1/user/bloc', {
      body: 'Club news',
      visibility: 'members',
      min_tier_id: tier1.id,
    });
    expect(post.statusCode, post.body).toBe(201);
    const blocId = post.json().data.id as string;

    // a price and a members-only tier do not go together; another creator's tier is refused
    const priced = await creator.browser.post('/v1/user/content/images/collection/create', {
      images: [{ url: 'x' }],
      price_id: 2,
      min_tier_id: tier1.id,
    });
    expect(priced.json().errors).toEqual({ price_id: ['A members-only post has no price.'] });
    const other = await creatorWithTiers(t);
    const foreign = await creator.browser.post('/v1/user/bloc', {
      body: 'x',
      visibility: 'members',
      min_tier_id: other.tier1.id,
    });
    expect(foreign.json().errors).toEqual({ min_tier_id: ['The selected tier is invalid.'] });

    const member = await signedInUser(t);
    const patron = await signedInUser(t);
    const nonMember = await signedInUser(t);
    await joinTier(t, member, tier1.id);
    await joinTier(t, patron, tier2.id);

    // the creator's own view holds the originals' addresses
    const own = await slideAs(creator.browser, creator.page_url, slide.id);
    const original = own.images[0]!.image_url;
    for (const browser of [client(t), nonMember.browser]) {
      const shown = await slideAs(browser, creator.page_url, slide.id);
      expect(shown.is_locked).toBe(true);
      expect(shown.images.every((image) => image.is_locked)).toBe(true);
      expect(JSON.stringify(shown)).not.toContain('/original?');
      expect((await blocAs(browser, creator.page_url, blocId)).body).toBeNull();
      // a purchase is refused: members-only posts are never sold
      const bought = await browser.post('/v1/user/content/images/collection/purchase', {
        image_collection_id: slide.id,
      });
      expect([401, 422]).toContain(bought.statusCode);
    }
    // the creator's own address is signed for them alone
    expect([403, 404]).toContain((await nonMember.browser.get(local(original))).statusCode);
    // what opens it is named when a non-member reacts: a membership, not a purchase or a gift
    for (const [id, type] of [
      [slide.id, 'image_collection'],
      [blocId, 'bloc'],
    ] as const) {
      const reacted = await nonMember.browser.post('/v1/user/reactions/add', {
        content_id: id,
        content_type: type,
        reaction_id: 1,
      });
      expect(reacted.statusCode).toBe(403);
      expect(reacted.json().message).toBe('This post is for members. Join to react to it.');
    }

    for (const who of [member, patron]) {
      const shown = await slideAs(who.browser, creator.page_url, slide.id);
      expect(shown.is_locked).toBe(false);
      const address = shown.images[0]!.image_url;
      expect(address).toContain('/original?');
      expect((await who.browser.get(local(address))).statusCode).toBe(200);
      expect((await blocAs(who.browser, creator.page_url, blocId)).body).toBe('Club news');
    }
    // a lower tier does not open a higher tier's post
    expect((await slideAs(member.browser, creator.page_url, studioOnly.id)).is_locked).toBe(true);
    expect((await slideAs(patron.browser, creator.page_url, studioOnly.id)).is_locked).toBe(false);
    const list = (await member.browser.get(`/v1/profile/content/images/${creator.page_url}`)).json().data as {
      id: string;
      is_locked: boolean;
    }[];
    expect(list.find((item) => item.id === slide.id)?.is_locked).toBe(false);
    expect(list.find((item) => item.id === studioOnly.id)?.is_locked).toBe(true);

    // the member's own address, given a minute before the end, opens nothing a minute after it
    const endsAt = new Date((await myMembership(member.browser)).ends_at);
    await moveClockTo(new Date(endsAt.getTime() - 60_000));
    await signInAgain(member);
    const memberAddress = (await slideAs(member.browser, creator.page_url, slide.id)).images[0]!.image_url;
    expect((await member.browser.get(local(memberAddress))).statusCode).toBe(200);
    await moveClockTo(new Date(endsAt.getTime() + 60_000));
    expect((await member.browser.get(local(memberAddress))).statusCode).toBe(404);
    expect((await slideAs(member.browser, creator.page_url, slide.id)).is_locked).toBe(true);
    expect((await blocAs(member.browser, creator.page_url, blocId)).is_locked).toBe(true);
  });
});
