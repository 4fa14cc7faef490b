import type { Locator, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { logIn, logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth, resizeTo, screenProblems } from '../support/axe.ts';
import { apiAs, uploadPhoto } from '../support/content.ts';
import { cutOrBroken } from '../support/dialog-fit.ts';
import { useJourney } from '../support/journey.ts';
import { paidGift } from '../support/money.ts';
import { clientHeaders } from '../support/server.ts';
import { loaded, loadedDialog, onPath, visible } from '../support/ui.ts';

const journey = useJourney();

const widths = [320, 360, 1280] as const;
// long names and the widest amounts: what a phone has to fit
const maria = newCreator('Ma. Concepcion Villanueva-Dela Cruz');
const juan = newCreator('Juan Carlos Dimaculangan-Reyes');
const tag = `manilabay${Date.now().toString(36)}`;
const text = {
  goal: 'A new lens for night shots',
  topic: 'Ask me about street photography',
  answered: 'Which camera do you carry every day?',
  answer: 'A small mirrorless one with a 35 mm lens, always.',
  waiting: 'Do you teach photo walks in Intramuros?',
  gift: 'Salamat sa mga litrato mo ng Maynila! Keep shooting.',
  reply: 'Maraming salamat, Ana! More from Binondo soon.',
  freeSnap: `Morning light on the Pasig. #${tag}`,
  paidSnap: `Jeepneys at dusk, uncropped. #${tag}`,
  slide: `Binondo at night, five frames. #${tag}`,
  freeBloc: 'Where I shot this week',
  lockedBloc: 'Behind the photos',
};

type Content = { freeSnap: string; paidSnap: string; slide: string; freeBloc: string; lockedBloc: string };
let made: Promise<Content> | undefined;

/** A PNG of one colour, as a file chooser gives it. */
async function photoFile(name: string, rgb: [number, number, number]) {
  const [r, g, b] = rgb;
  const buffer = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The `data` of a GET as the page's signed-in person (or a visitor). */
async function read(page: Page, path: string) {
  const response = await page.request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return (await response.json()).data;
}

/**
 * Maria's page with something on every tab, made once for the file through the API as the app would: two
 * gifts with messages (one replied to), a goal, a Q&A topic with an answered and a waiting question, a free
 * and a paid Snap, a paid Snap Slide whose first photo is a free sneak peek, a free and a supporters-only Bloc
 * post; and Juan, a signed-in person who loves the free Bloc post.
 */
function content(): Promise<Content> {
  made ??= (async () => {
    await register(journey.baseUrl, maria);
    await register(journey.baseUrl, juan);
    const creator = await journey.newPage('maria');
    await logInFromVerificationMail(journey, creator, maria);
    const fan = await journey.newPage('juan');
    await logInFromVerificationMail(journey, fan, juan);
    const call = (path: string, body: Record<string, unknown>, method?: 'PUT') =>
      apiAs(creator, journey.baseUrl, path, body, method);

    await call('/v1/user/profile', { page_name: maria.pageName, bio: `Photos of Manila. #${tag}` }, 'PUT');
    await paidGift(journey.baseUrl, maria.pageUrl, 25000, {
      supporter_name: 'Ana',
      supporter_message: text.gift,
    });
    await paidGift(journey.baseUrl, maria.pageUrl, 20, {
      supporter_name: 'Bong Dimaculanga',
      supporter_message: 'Ang ganda!',
    });
    const gifts = (await read(creator, `/v1/profile/${maria.pageUrl}/gifts`)) as {
      id: string;
      amount: string;
    }[];
    await call('/v1/user/donations/reply', {
      id: gifts.find((gift) => gift.amount === '25000.00')!.id,
      reply: text.reply,
    });

    await call('/v1/user/goals', {
      title: text.goal,
      target_amount: '25000',
      description: `For #${tag} at night.`,
    });
    await call(
      '/v1/user/questions/topic',
      { title: text.topic, description: 'Cameras, walks and light.' },
      'PUT',
    );
    for (const body of [text.answered, text.waiting]) {
      const asked = await fetch(`${journey.baseUrl}/v1/profile/${maria.pageUrl}/questions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: journey.baseUrl,
          ...clientHeaders(journey.baseUrl),
        },
        body: JSON.stringify({ body, name: 'Mika' }),
      });
      if (asked.status !== 201) throw new Error(`asking answered ${asked.status}: ${await asked.text()}`);
    }
    const questions = (await read(creator, `/v1/profile/${maria.pageUrl}/questions?status=all`)) as {
      id: string;
      body: string;
    }[];
    await call(`/v1/user/questions/${questions.find((q) => q.body === text.answered)!.id}/answer`, {
      answer: text.answer,
    });

    const tiers = (await read(creator, '/v1/user/prices?per_page=100')) as {
      price_id: number;
      price: string;
    }[];
    const price = (pesos: string) => tiers.find((tier) => tier.price === pesos)!.price_id;
    const freeSnap = await call('/v1/user/content/images/create', {
      image: await uploadPhoto(creator, journey.baseUrl, 10),
      caption: text.freeSnap,
    });
    const paidSnap = await call('/v1/user/content/images/create', {
      image: await uploadPhoto(creator, journey.baseUrl, 60),
      caption: text.paidSnap,
      price_id: price('5000.00'),
    });
    const slideImages: { url: string; is_payable: number; is_preview: number }[] = [];
    for (const shade of [110, 150, 190]) {
      const url = await uploadPhoto(creator, journey.baseUrl, shade);
      // the first, a free sneak peek: shown to everyone, the set's price kept
      const peek = shade === 110;
      slideImages.push({ url, is_payable: peek ? 0 : 1, is_preview: peek ? 1 : 0 });
    }
    const slide = await call('/v1/user/content/images/collection/create', {
      caption: text.slide,
      price_id: price('1500.00'),
      images: slideImages,
    });
    const freeBloc = await call('/v1/user/bloc', {
      title: text.freeBloc,
      body: `Quiapo, Escolta and the Jones Bridge. #${tag}`,
      visibility: 'public',
    });
    const lockedBloc = await call('/v1/user/bloc', {
      title: text.lockedBloc,
      body: 'How I light a street at night, for my supporters.',
      visibility: 'supporters',
    });
    await apiAs(fan, journey.baseUrl, '/v1/user/reactions/add', {
      content_id: freeBloc.id,
      content_type: 'bloc',
      reaction_id: 1,
    });
    return {
      freeSnap: freeSnap.id,
      paidSnap: paidSnap.id,
      slide: slide.id,
      freeBloc: freeBloc.id,
      lockedBloc: lockedBloc.id,
    };
  })();
  return made;
}

/** Each page with content, with what shows once it has loaded. */
function pagesOf(ids: Content) {
  const home = `/${maria.pageUrl}`;
  return [
    ['home', home, text.gift],
    ['My Goals', `${home}/my-goals`, text.goal],
    ['Ask Me Anything', `${home}/question-and-answer`, text.answer],
    ['Snap', `${home}/pixel-snap`, null],
    ['Bloc', `${home}/pixel-bloc`, text.freeBloc],
    ['a Snap', `${home}/pixel-snap/image/${ids.paidSnap}`, 'Jeepneys at dusk'],
    ['a free Snap', `${home}/pixel-snap/image/${ids.freeSnap}`, 'Morning light on the Pasig'],
    ['a Snap Slide', `${home}/pixel-snap/collection/${ids.slide}`, 'Binondo at night'],
    ['a Bloc post', `${home}/pixel-bloc/${ids.freeBloc}`, text.freeBloc],
    ['a supporters-only Bloc post', `${home}/pixel-bloc/${ids.lockedBloc}`, text.lockedBloc],
    ['a hashtag', `/dashboard/explore/hashtags/${tag}`, `#${tag}`],
  ] as const;
}

/** Every page with content at every width: what `screenProblems` finds on each, keyed by page and width. */
async function problemsOnEveryPage(page: Page, ids: Content) {
  const found: Record<string, unknown[]> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 700 ? 640 : 800 });
    for (const [name, path, shows] of pagesOf(ids)) {
      await page.goto(path);
      if (shows) await visible(page.getByText(shows, { exact: false }).first());
      await loaded(page);
      const problems = await screenProblems(page);
      if (problems.length > 0) found[`${name} at ${width} px`] = problems;
    }
  }
  return found;
}

/**
 * The open modal's problems at every width, and on a phone whatever of it is cut or broken and whether
 * `primary` is inside it.
 */
function modalProblems(page: Page, dialog: Locator, primary: Locator) {
  return problemsAtEveryWidth(page, async (width) => (width < 700 ? cutOrBroken(dialog, primary) : []));
}

/** Holds back the calls to the API that `which` picks until the returned function is called. */
async function holdBack(page: Page, which: (url: URL) => boolean): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const going: Promise<void>[] = [];
  const handler = (route: Route) => {
    going.push(held.then(() => route.continue()));
    return going.at(-1)!;
  };
  await page.route(which, handler);
  return async () => {
    release();
    // each held call let go before the route is taken away (else it would be answered twice)
    await Promise.all(going);
    await page.unroute(which, handler);
  };
}

/** Closes the modal on top with Escape. */
async function escape(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** Opens the Post options menu of the post whose card holds `caption`, and picks `item`. */
async function postMenu(page: Page, caption: string, item: string) {
  const card = page.getByRole('article').filter({ hasText: caption });
  await card.getByRole('button', { name: 'Post options', exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

describe('accessibility of a creator page with content', () => {
  it('finds no problem on every tab and post page a visitor opens, loading or loaded, nor in Log in to continue', async () => {
    const ids = await content();
    const { page } = journey;
    expect(await problemsOnEveryPage(page, ids)).toEqual({});

    // a Slide's locked photo, after its free sneak peek
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 700 ? 640 : 800 });
      await page.goto(`/${maria.pageUrl}/pixel-snap/collection/${ids.slide}`);
      await page.getByRole('button', { name: 'Show photo 2 of 3', exact: true }).click();
      await visible(page.getByRole('img', { name: `Blurred preview of a paid photo by ${maria.pageName}` }));
      expect(await screenProblems(page), `a Slide's locked photo at ${width} px`).toEqual([]);
    }

    // the Bloc tab when its posts do not come (the server fails twice: the read and its one retry), then
    // while they are on their way, its skeleton on screen
    const blocCall = (url: URL) => url.pathname === `/v1/profile/${maria.pageUrl}/bloc`;
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 700 ? 640 : 800 });
      await page.route(blocCall, (route) =>
        route.fulfill({ status: 500, json: { message: 'Server Error', exception: 'HttpException' } }),
      );
      await page.goto(`/${maria.pageUrl}/pixel-bloc`);
      await visible(page.getByText('Unable to load posts.'));
      expect(await screenProblems(page), `Bloc failing at ${width} px`).toEqual([]);
      await page.unroute(blocCall);

      const release = await holdBack(page, blocCall);
      await page.goto(`/${maria.pageUrl}/pixel-bloc`);
      await visible(page.getByRole('status', { name: 'Loading posts' }));
      expect(await screenProblems(page), `loading Bloc at ${width} px`).toEqual([]);
      await release();
      await visible(page.getByRole('heading', { name: text.freeBloc }));
    }

    // a visitor's Follow asks to log in
    await page.goto(`/${maria.pageUrl}`);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    const login = await visible(page.getByRole('dialog', { name: 'Log in to continue' }));
    expect(
      await modalProblems(page, login, login.getByRole('link', { name: 'Log in' })),
      'Log in to continue',
    ).toEqual({});
    await escape(page, login);
  }, 240_000);

  it('finds none for a signed-in supporter: Gift Sent, every page, Confirm payment of a Snap and a Slide, Reax', async () => {
    const ids = await content();
    const { page } = journey;
    await logIn(page, juan);

    // Juan gives a gift through the checkout, and is back to Gift Sent
    await page.goto(`/${maria.pageUrl}`);
    await page.getByRole('button', { name: 'Support Me', exact: true }).click();
    const supportMe = await visible(page.getByRole('dialog', { name: 'Support Me' }));
    await supportMe.getByLabel('Amount', { exact: true }).fill('100000');
    await supportMe.getByRole('button', { name: 'Send gift', exact: true }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Confirm payment' }));
    await confirm.getByRole('button', { name: 'Confirm payment', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await onPath(page, `/${maria.pageUrl}`);
    const sent = await visible(page.getByRole('dialog', { name: 'Gift Sent' }));
    await visible(sent.getByText('₱100,000.00', { exact: true }));
    expect(await modalProblems(page, sent, sent.getByRole('button', { name: 'Done' })), 'Gift Sent').toEqual(
      {},
    );
    await sent.getByRole('button', { name: 'Done', exact: true }).click();
    await sent.waitFor({ state: 'hidden' });

    // a supporter now: the supporters-only post opens for him
    expect(await problemsOnEveryPage(page, ids)).toEqual({});

    // buying: a Snap, then a Slide from its free sneak peek
    await page.goto(`/${maria.pageUrl}/pixel-snap/image/${ids.paidSnap}`);
    await page.getByRole('button', { name: 'View Photo', exact: true }).click();
    let purchase = await visible(page.getByRole('dialog', { name: 'Confirm payment' }));
    await visible(purchase.getByText('You are buying a photo for', { exact: true }));
    const pay = () => purchase.getByRole('button', { name: 'Confirm payment', exact: true });
    expect(await modalProblems(page, purchase, pay()), 'Confirm payment of a Snap').toEqual({});
    await escape(page, purchase);

    await page.goto(`/${maria.pageUrl}/pixel-snap/collection/${ids.slide}`);
    await page.getByRole('button', { name: 'View Set', exact: true }).click();
    purchase = await visible(page.getByRole('dialog', { name: 'Confirm payment' }));
    await visible(purchase.getByText('You are buying a set of 3 photos for', { exact: true }));
    expect(await modalProblems(page, purchase, pay()), 'Confirm payment of a Slide').toEqual({});
    // he buys it, so its creator has a content supporter
    await pay().click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await visible(page.getByText('Thank you! The photos are yours to see.', { exact: true }));
    // the set is his: every photo clear, Purchased on it
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 700 ? 640 : 800 });
      await page.goto(`/${maria.pageUrl}/pixel-snap/collection/${ids.slide}`);
      await visible(page.getByText('Purchased', { exact: true }));
      await page.getByRole('button', { name: 'Show photo 3 of 3', exact: true }).click();
      await visible(page.getByRole('img', { name: `Photo 3 of 3 by ${maria.pageName}` }));
      expect(await screenProblems(page), `a bought Slide at ${width} px`).toEqual([]);
    }

    // who reacted to the free Bloc post
    await page.goto(`/${maria.pageUrl}/pixel-bloc/${ids.freeBloc}`);
    // while the list is on its way, then with it
    const release = await holdBack(page, (url) => url.pathname === '/v1/content/reactors');
    await page.getByRole('button', { name: /^See who reacted/ }).click();
    const reax = await visible(loadedDialog(page));
    await visible(reax.getByRole('status', { name: 'Loading' }));
    const firstTab = reax.getByRole('tab').first();
    expect(await modalProblems(page, reax, firstTab), 'Reax loading').toEqual({});
    await release();
    await visible(reax.getByRole('listitem').filter({ hasText: juan.pageName }));
    expect(await modalProblems(page, reax, firstTab), 'Reax').toEqual({});
    // and a reaction no one gave
    await reax.getByRole('tab', { name: 'Haha 0' }).click();
    await visible(reax.getByText('No reactions yet.'));
    expect(await modalProblems(page, reax, firstTab), 'Reax, no one').toEqual({});
    await escape(page, reax);
  }, 240_000);

  it("finds none in the creator's own modals: Snap's, Content Supporters, Edit Q&A with its errors, Crop Image", async () => {
    const ids = await content();
    const { page } = journey;
    await logIn(page, maria);
    // her own pages first: the waiting question, the replies, her posts' menus
    expect(await problemsOnEveryPage(page, ids)).toEqual({});
    // a reply and an answer sent empty: their errors under the fields
    await page.goto(`/${maria.pageUrl}`);
    await page.getByRole('button', { name: 'Reply', exact: true }).first().click();
    await page.getByRole('button', { name: 'Send reply', exact: true }).click();
    await visible(page.getByText('The reply field is required.'));
    expect(await problemsAtEveryWidth(page), 'a reply sent empty').toEqual({});
    await page.goto(`/${maria.pageUrl}/question-and-answer`);
    await page.getByRole('button', { name: 'Answer', exact: true }).click();
    await page.getByRole('button', { name: 'Send answer', exact: true }).click();
    await visible(page.getByText('The answer field is required.'));
    expect(await problemsAtEveryWidth(page), 'an answer sent empty').toEqual({});

    await page.goto('/dashboard/creator-hub/bloc');
    await visible(page.getByText(text.lockedBloc).first());
    await loaded(page);
    expect(await problemsAtEveryWidth(page), 'My Bloc').toEqual({});
    await page.goto('/dashboard/creator-hub/snap');
    await visible(page.getByRole('heading', { level: 1, name: 'My Snaps' }));
    await visible(page.getByRole('article').filter({ hasText: 'Binondo at night' }));
    await loaded(page);
    expect(await problemsAtEveryWidth(page), 'My Snaps').toEqual({});

    // Content Supporters: Juan bought the Slide; no one the free Snap
    await postMenu(page, 'Binondo at night', 'Content Supporters');
    let supporters = await visible(page.getByRole('dialog', { name: 'Visible to you only' }));
    const buyer = await visible(supporters.getByRole('link', { name: juan.pageName }));
    expect(await modalProblems(page, supporters, buyer), 'Content Supporters').toEqual({});
    await escape(page, supporters);
    await postMenu(page, 'Morning light on the Pasig', 'Content Supporters');
    supporters = await visible(page.getByRole('dialog', { name: 'Visible to you only' }));
    await visible(supporters.getByText('No one has purchased this content yet.'));
    // nothing to press but its close button
    const close = supporters.getByRole('button', { name: 'Close dialog' });
    expect(await modalProblems(page, supporters, close), 'Content Supporters, empty').toEqual({});
    await escape(page, supporters);

    await postMenu(page, 'Jeepneys at dusk', 'Edit Post');
    const editPost = await visible(page.getByRole('dialog', { name: 'Edit Post' }));
    const save = editPost.getByRole('button', { name: 'Save', exact: true });
    expect(await modalProblems(page, editPost, save), 'Edit Post').toEqual({});
    await escape(page, editPost);

    await postMenu(page, 'Binondo at night', 'Edit Snap Slide');
    const editSlide = await visible(page.getByRole('dialog', { name: 'Edit Snap Slide' }));
    const saveSlide = editSlide.getByRole('button', { name: 'Save', exact: true });
    expect(await modalProblems(page, editSlide, saveSlide), 'Edit Snap Slide').toEqual({});
    await escape(page, editSlide);

    await postMenu(page, 'Jeepneys at dusk', 'Set Content Price');
    const setPrice = await visible(page.getByRole('dialog', { name: 'Set Content Price' }));
    // the free tier, first of the list
    const free = await visible(setPrice.getByRole('list', { name: 'Prices' }).getByRole('button').first());
    expect(await modalProblems(page, setPrice, free), 'Set Content Price').toEqual({});
    await escape(page, setPrice);

    await postMenu(page, 'Binondo at night', 'Edit Photo');
    const editPhoto = await visible(page.getByRole('dialog', { name: 'Edit Photo' }));
    await visible(editPhoto.getByRole('button', { name: 'Photo 1 of 3, free sneak peek', exact: true }));
    const done = editPhoto.getByRole('button', { name: 'DONE', exact: true });
    expect(await modalProblems(page, editPhoto, done), 'Edit Photo').toEqual({});
    await escape(page, editPhoto);

    await postMenu(page, 'Binondo at night', 'Delete Photo');
    const deletePhoto = await visible(page.getByRole('dialog', { name: 'Delete Photo' }));
    const remove = deletePhoto.getByRole('button', { name: 'Delete', exact: true });
    expect(await modalProblems(page, deletePhoto, remove), 'Delete Photo').toEqual({});
    await escape(page, deletePhoto);

    // a file that is not a picture, then more photos than a Slide takes
    const newPost = page.getByRole('form', { name: 'New post' });
    await newPost.locator('input[type="file"]').setInputFiles({
      name: 'notes-from-the-walk.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture at all'),
    });
    const uploadError = await visible(page.getByRole('dialog', { name: 'IMAGE UPLOAD ERROR' }));
    const gotIt = () => page.getByRole('dialog').last().getByRole('button', { name: 'GOT IT', exact: true });
    expect(await modalProblems(page, uploadError, gotIt()), 'IMAGE UPLOAD ERROR').toEqual({});
    await gotIt().click();
    await uploadError.waitFor({ state: 'hidden' });
    // the Edit Photo the upload had opened
    const editAfter = page.getByRole('dialog', { name: 'Edit Photo' });
    if (await editAfter.isVisible()) await escape(page, editAfter);
    const eleven = await Promise.all(
      Array.from({ length: 11 }, (_, index) => photoFile(`walk-${index + 1}.png`, [20 * index, 90, 120])),
    );
    await newPost.locator('input[type="file"]').setInputFiles(eleven);
    const limit = await visible(page.getByRole('dialog', { name: 'UPLOAD LIMIT REACHED' }));
    expect(await modalProblems(page, limit, gotIt()), 'UPLOAD LIMIT REACHED').toEqual({});
    await escape(page, limit);

    // Edit Q&A, sent empty: its fields' errors
    await page.goto(`/${maria.pageUrl}/question-and-answer`);
    await page.getByRole('button', { name: 'Edit Q&A', exact: true }).click();
    const editQa = await visible(page.getByRole('dialog', { name: 'Edit Q&A' }));
    const saveQa = editQa.getByRole('button', { name: 'Save', exact: true });
    expect(await modalProblems(page, editQa, saveQa), 'Edit Q&A').toEqual({});
    await editQa.getByLabel('Title').fill('');
    await editQa.getByLabel('Description').fill('');
    await saveQa.click();
    await visible(editQa.getByText('The title field is required.'));
    expect(await modalProblems(page, editQa, saveQa), 'Edit Q&A with errors').toEqual({});
    await editQa.getByLabel('Title').fill(text.topic);
    await editQa.getByLabel('Description').fill('Cameras, walks and light.');

    // a banner that is not an image, chosen on a 360x640 phone: the spec's message under the field, and no
    // empty crop frame
    await resizeTo(page, 360);
    await editQa.locator('input[type="file"]').setInputFiles({
      name: 'rates.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7'),
    });
    await visible(editQa.getByText('The file provided is not an image.1', { exact: true }));
    expect(await page.getByRole('dialog', { name: 'Crop Image' }).count()).toBe(0);
    expect(await modalProblems(page, editQa, saveQa), 'Edit Q&A, not an image').toEqual({});

    // Crop Image, for the banner
    await editQa.locator('input[type="file"]').setInputFiles(await photoFile('banner.png', [200, 120, 60]));
    const crop = await visible(page.getByRole('dialog', { name: 'Crop Image' }));
    const saveCrop = crop.getByRole('button', { name: 'Save', exact: true });
    expect(await modalProblems(page, crop, saveCrop), 'Crop Image').toEqual({});
    await escape(page, crop);
    await escape(page, await visible(page.getByRole('dialog', { name: 'Edit Q&A' })));

    // Edit Photo with as many photos as a Slide takes: DONE stays in view while they scroll
    await page.goto('/dashboard/creator-hub/snap');
    await newPost.locator('input[type="file"]').setInputFiles(eleven.slice(0, 10));
    const editTen = await visible(page.getByRole('dialog', { name: 'Edit Photo' }));
    await visible(editTen.getByRole('button', { name: 'Photo 10 of 10, free', exact: true }));
    await expect.poll(() => editTen.getByRole('progressbar').count(), { timeout: 30_000 }).toBe(0);
    const doneTen = editTen.getByRole('button', { name: 'DONE', exact: true });
    expect(await modalProblems(page, editTen, doneTen), 'Edit Photo with ten photos').toEqual({});
  }, 240_000);
});
