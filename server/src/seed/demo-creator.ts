import { caller, paidPriceId, pay, upload } from './demo-api.ts';
import { type DemoCreator, type DemoGift, type Fan, creators } from './demo-cast.ts';
import { type DemoStory, MINUTE } from './demo-story.ts';

/**
 * A demo creator's six months: they join and set up their page, follow other creators, post Snaps, a Slide,
 * a goal and Bloc posts, answer questions and reply to gifts; supporters and visitors give, buy, ask and
 * react, and a supporter follows the page with their first gift to it.
 */
export function creatorSteps(story: DemoStory, creator: DemoCreator, index: number) {
  const { app, at, later, step, signedIn, fanUrl, joinedAt, hadJoined, draw, join, setPicture, give } = story;
  const seed = (index + 1) * 1000;
  const page = creator.pageUrl;
  const posts = new Map<string, { id: string; type: 'image' | 'image_collection' | 'bloc' }>();
  let priceId = 0;
  let goalId = '';

  const initials = creator.pageName
    .split(' ')
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  const avatar = draw(creator.palette, seed, { width: 400, height: 400 }, initials);
  const cover = draw(creator.palette, seed + 1, { width: 1500, height: 500 });
  step(joinedAt.get(page)!, async () => {
    const who = await join(creator, creator.referredBy);
    // through the API, so the bio's #tags are indexed as any page's are
    await who.put('/v1/user/profile', { page_name: creator.pageName, bio: creator.bio });
    await setPicture(who, 'avatar', await avatar);
    await setPicture(who, 'cover', await cover);
    await who.put('/v1/user/questions/topic', creator.topic);
    priceId = await paidPriceId(who);
  });
  for (const follow of creator.follows) {
    step(at(follow.day), async () => {
      await signedIn(page).post('/v1/user/follow', { username: follow.pageUrl });
    });
  }

  // who has given to this creator by a day may react to their supporters-only Bloc posts from then on
  const fanGifts = [...creator.gifts, ...creator.goal.gifts].filter((gift) => gift.fan !== undefined);
  const firstGift = (fan: Fan) =>
    fanGifts.filter((gift) => gift.fan === fan).sort((a, b) => b.day - a.day)[0];
  const givenAt = new Map<DemoGift, number>();
  // only people who have joined by then react
  const reactors = (key: string, from: number, people: string[], kinds: number[]) => {
    const reacting = people
      .map((person, n) => ({ person, when: later(from, 3 + n * 7) }))
      .filter(({ person, when }) => hadJoined(person, when));
    for (const [n, { person, when }] of reacting.entries()) {
      step(when, async () => {
        const post = posts.get(key)!;
        await signedIn(person).post('/v1/user/reactions/add', {
          content_type: post.type,
          content_id: post.id,
          reaction_id: kinds[n % kinds.length],
        });
      });
    }
  };
  const others = creators.filter((other) => other !== creator).map((other) => other.pageUrl);

  for (const [n, snap] of creator.snaps.entries()) {
    const key = `snap${n}`;
    const posted = at(snap.day);
    const photo = draw(creator.palette, seed + 10 + n);
    step(posted, async () => {
      const who = signedIn(page);
      const image = await upload(who, await photo);
      const post = await who.data<{ id: string }>(
        who.post('/v1/user/content/images/create', {
          image,
          caption: snap.caption,
          ...(snap.buyer !== undefined && { price_id: priceId }),
        }),
      );
      posts.set(key, { id: post.id, type: 'image' });
    });
    if (snap.buyer === undefined) {
      // a free photo: the supporters and, now and then, the other creators react
      const people = [fanUrl(0), fanUrl(1), ...others].filter((_, m) => (n + m) % 3 !== 2);
      reactors(key, posted, people, [1, 3, 1, 2]);
    } else {
      const bought = later(posted, 20);
      const buyer = fanUrl(snap.buyer);
      step(bought, async () => {
        const fan = signedIn(buyer);
        const started = await fan.data<{ link_url: string }>(
          fan.post('/v1/user/content/images/purchase', { image_id: posts.get(key)!.id }),
        );
        await pay(app, started.link_url);
      });
      reactors(key, bought, [buyer], [1]);
    }
  }

  const slidePosted = at(creator.slide.day);
  const photos = Array.from({ length: creator.slide.photos }, (_, n) => draw(creator.palette, seed + 50 + n));
  step(slidePosted, async () => {
    const who = signedIn(page);
    const images = [];
    for (const [n, photo] of photos.entries()) {
      const url = await upload(who, await photo);
      // the first photos are sneak peeks: shown to everyone, the rest unlock with the purchase
      const peek = n < creator.slide.previews;
      images.push({ url, is_preview: peek, is_payable: !peek });
    }
    const slide = await who.data<{ id: string }>(
      who.post('/v1/user/content/images/collection/create', {
        caption: creator.slide.caption,
        price_id: priceId,
        images,
      }),
    );
    posts.set('slide', { id: slide.id, type: 'image_collection' });
  });
  const slideBought = later(slidePosted, 30);
  const slideBuyer = fanUrl(creator.slide.buyer);
  step(slideBought, async () => {
    const fan = signedIn(slideBuyer);
    const started = await fan.data<{ link_url: string }>(
      fan.post('/v1/user/content/images/collection/purchase', {
        image_collection_id: posts.get('slide')!.id,
      }),
    );
    await pay(app, started.link_url);
  });
  reactors('slide', slideBought, [slideBuyer], [3]);

  step(at(creator.goal.day), async () => {
    const goal = await signedIn(page).data<{ id: string }>(
      signedIn(page).post('/v1/user/goals', {
        title: creator.goal.title,
        description: creator.goal.description,
        target_amount: creator.goal.target,
      }),
    );
    goalId = goal.id;
  });
  for (const gift of creator.goal.gifts) {
    givenAt.set(gift, at(gift.day));
    step(givenAt.get(gift)!, () => give(`/v1/goals/${goalId}/donate`, gift));
  }

  for (const question of creator.questions) {
    let questionId = '';
    const asked = at(question.day);
    step(asked, async () => {
      const asker = question.fan === undefined ? caller(app) : signedIn(fanUrl(question.fan));
      const created = await asker.data<{ id: string }>(
        asker.post(`/v1/profile/${page}/questions`, {
          body: question.body,
          ...(question.name && { name: question.name }),
        }),
      );
      questionId = created.id;
    });
    const answer = question.answer;
    if (answer) {
      step(later(asked, 26), async () => {
        await signedIn(page).post(`/v1/user/questions/${questionId}/answer`, { answer });
      });
    }
  }

  for (const [n, post] of creator.bloc.entries()) {
    const key = `bloc${n}`;
    const posted = at(post.day);
    step(posted, async () => {
      const created = await signedIn(page).data<{ id: string }>(
        signedIn(page).post('/v1/user/bloc', { title: post.title, body: post.body }),
      );
      posts.set(key, { id: created.id, type: 'bloc' });
    });
    const supportersThen = ([0, 1] as Fan[])
      .filter((fan) => (firstGift(fan)?.day ?? -1) > post.day)
      .map(fanUrl);
    reactors(key, posted, supportersThen, [1, 3]);
  }

  for (const gift of creator.gifts) {
    const given = at(gift.day);
    givenAt.set(gift, given);
    step(given, () => give(`/v1/donate/${page}`, gift));
    const reply = gift.reply;
    if (reply) {
      step(later(given, 5), async () => {
        const who = signedIn(page);
        const list = await who.data<{ id: string; supporter_message: string | null }[]>(
          who.get(`/v1/profile/${page}/gifts?per_page=50`),
        );
        const row = list.find((g) => g.supporter_message === gift.message);
        if (!row) throw new Error(`demo seed: no gift "${gift.message}" to reply to`);
        await who.post('/v1/user/donations/reply', { id: row.id, reply });
      });
    }
  }
  // a supporter follows the page with their first gift to it
  for (const fan of [0, 1] as Fan[]) {
    const first = firstGift(fan);
    if (!first) continue;
    step(givenAt.get(first)! + MINUTE, async () => {
      await signedIn(fanUrl(fan)).post('/v1/user/follow', { username: page });
    });
  }
}
