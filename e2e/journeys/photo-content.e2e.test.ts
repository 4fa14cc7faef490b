import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth, screenProblems } from '../support/axe.ts';
import { useJourney } from '../support/journey.ts';
import { cellTexts, onPath, visible } from '../support/ui.ts';

const journey = useJourney();

const price = '₱100.00';
const caption = 'Sunset over Manila Bay, three ways. #ManilaBay';

type Colour = 'red' | 'green' | 'blue';

/**
 * Three photos a creator picks, each a colour and a size of its own, so that wherever one shows up (a
 * thumbnail, a blurred preview, an original) it can be told apart by its pixels or its dimensions. None is
 * 480 wide, the width of a locked photo's blurred preview.
 */
const photos: Record<Colour, { width: number; height: number; rgb: [number, number, number] }> = {
  red: { width: 600, height: 400, rgb: [220, 30, 40] },
  green: { width: 640, height: 480, rgb: [30, 190, 60] },
  blue: { width: 400, height: 560, rgb: [30, 60, 210] },
};

/** A PNG of one colour, as a file chooser gives it. */
async function photoFile(colour: Colour) {
  const { width, height, rgb } = photos[colour];
  const [r, g, b] = rgb;
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
  return { name: `manila-bay-${colour}.png`, mimeType: 'image/png', buffer };
}

/** Which of the three colours an image file mostly is (by the mean of each channel), and its size. */
async function describeImage(bytes: Buffer) {
  const image = sharp(bytes);
  const [{ width, height }, stats] = await Promise.all([image.metadata(), image.stats()]);
  const means = stats.channels.slice(0, 3).map((channel) => channel.mean);
  const strongest = means.indexOf(Math.max(...means));
  const colour = (['red', 'green', 'blue'] as const)[strongest]!;
  return { colour, width, height };
}

/** The size of a photo's 500 px version: fitted inside 500 x 500, never enlarged. */
function shownSize({ width, height }: { width: number; height: number }) {
  const scale = Math.min(1, 500 / width, 500 / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** The bytes behind an address, fetched with the cookies of the person on `page`. */
async function fetchAs(page: Page, url: string): Promise<Buffer> {
  const response = await page.request.get(url);
  expect(response.status(), `GET ${url}`).toBe(200);
  return response.body();
}

/** The size of a shown picture, once it has loaded. */
async function naturalSize(image: Locator) {
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    return { width: img.naturalWidth, height: img.naturalHeight };
  });
}

/** The width of each thumbnail of the Edit Photo grid, in the grid's order (its file, shown as chosen). */
async function thumbnailWidths(editPhoto: Locator, count: number): Promise<number[]> {
  const widths: number[] = [];
  for (let number = 1; number <= count; number++) {
    const thumbnail = editPhoto
      .getByRole('button', { name: new RegExp(`^Photo ${number} of ${count},`) })
      .locator('img');
    widths.push(await thumbnail.evaluate((element) => (element as HTMLImageElement).naturalWidth));
  }
  return widths;
}

/** What the balance card shows, once loaded: the available amount, then the pending line. */
async function balanceShown(page: Page): Promise<string[]> {
  const card = page.getByRole('region', { name: 'Available balance' });
  if ((await card.locator('[aria-busy="true"]').count()) > 0) return [];
  return (await card.locator('p').allTextContents()).map((text) => text.trim());
}

/** The value (dd) next to a label (dt) in a details list. */
function detail(container: Locator, label: string): Locator {
  return container
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The Snap Slide of `pageName` on a list of posts or a post's page. */
function slideCard(page: Page, pageName: string): Locator {
  return page.getByRole('article', { name: new RegExp(`^Snap Slide by ${pageName},`) });
}

/**
 * Moves the photo at `from` (1-based) of the Edit Photo grid `steps` places right with the keyboard, as the
 * screen reader is told: focus its move handle, Space to pick it up, arrows, Space to drop it.
 */
async function movePhotoRight(page: Page, editPhoto: Locator, from: number, steps: number) {
  const handle = editPhoto.getByRole('button', { name: `Move photo ${from}`, exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
  // the keyboard sensor starts listening for arrows in a timer it set as the photo was picked up; a browser
  // answers a key before a waiting timer, so a busy one could lose the first arrow: a timer set now runs
  // after the sensor's
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (let step = 1; step <= steps; step++) {
    await page.keyboard.press('ArrowRight');
    // the live region says where the photo is now
    await expect
      .poll(() => page.getByText(`Photo ${from} is over position ${from + step}.`).count())
      .toBeGreaterThan(0);
  }
  await page.keyboard.press('Space');
  await expect
    .poll(() => page.getByText(`Photo ${from} was moved to position ${from + steps}.`).count())
    .toBeGreaterThan(0);
  await expect.poll(() => editPhoto.locator('[aria-pressed="true"][aria-roledescription]').count()).toBe(0);
}

describe('paid photo content', () => {
  it('a Snap Slide is priced and published, bought through the checkout, and opens for its buyer only', async () => {
    // 1. Maria is a creator, signed in from her verification mail
    const creator = journey.page;
    const maria = newCreator('Maria Santos');
    await register(journey.baseUrl, maria);
    await logInFromVerificationMail(journey, creator, maria);
    await creator
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'My Snaps' })
      .click();
    await onPath(creator, '/dashboard/creator-hub/snap');
    await visible(creator.getByRole('heading', { level: 1, name: 'My Snaps' }));
    await visible(creator.getByText('You have not posted any Snaps yet.'));

    // 2. she picks three photos: red, green and blue; Edit Photo opens and uploads them
    const newPost = creator.getByRole('form', { name: 'New post' });
    await newPost
      .locator('input[type="file"]')
      .setInputFiles([await photoFile('red'), await photoFile('green'), await photoFile('blue')]);
    const editPhoto = await visible(creator.getByRole('dialog', { name: 'Edit Photo' }));
    await visible(editPhoto.getByRole('button', { name: 'Photo 3 of 3, free', exact: true }));
    await expect.poll(() => editPhoto.getByRole('progressbar').count(), { timeout: 15_000 }).toBe(0);
    expect(await problemsAtEveryWidth(creator), 'Edit Photo').toEqual({});
    // a free post so far: every photo free for everyone, in the order chosen
    for (const number of [1, 2, 3]) {
      await visible(editPhoto.getByRole('button', { name: `Photo ${number} of 3, free`, exact: true }));
    }
    await expect
      .poll(() => thumbnailWidths(editPhoto, 3))
      .toEqual([photos.red.width, photos.green.width, photos.blue.width]);

    // 3. she moves the red photo from first to last with the keyboard: green, blue, red
    await movePhotoRight(creator, editPhoto, 1, 2);
    await expect
      .poll(() => thumbnailWidths(editPhoto, 3))
      .toEqual([photos.green.width, photos.blue.width, photos.red.width]);
    await editPhoto.getByRole('button', { name: 'DONE', exact: true }).click();
    await editPhoto.waitFor({ state: 'hidden' });
    await visible(newPost.getByText('A Snap Slide of 3 photos', { exact: true }));

    // 4. she prices the post: ₱100 in Set Content Price hides every photo until paid
    await newPost.getByRole('button', { name: 'Set Content Price', exact: true }).click();
    const setPrice = await visible(creator.getByRole('dialog', { name: 'Set Content Price' }));
    const tiers = setPrice.getByRole('list', { name: 'Prices' });
    // the free tier comes first, and is the one chosen
    await visible(tiers.getByRole('listitem').first().getByText('₱0.00', { exact: true }));
    await tiers
      .getByRole('listitem')
      .filter({ has: creator.getByText(price, { exact: true }) })
      .getByRole('button')
      .click();
    await setPrice.waitFor({ state: 'hidden' });
    await visible(newPost.getByText(price, { exact: true }));

    // 5. and makes the middle one, the blue photo, a free sneak peek
    await newPost.getByRole('button', { name: 'Edit Photo', exact: true }).click();
    const editAgain = await visible(creator.getByRole('dialog', { name: 'Edit Photo' }));
    for (const number of [1, 2, 3]) {
      await visible(
        editAgain.getByRole('button', { name: `Photo ${number} of 3, hidden until paid`, exact: true }),
      );
    }
    await visible(editAgain.getByText(price, { exact: true }));
    await editAgain.getByRole('switch', { name: 'Photo 2: free sneak peek', exact: true }).check();
    await visible(editAgain.getByRole('button', { name: 'Photo 2 of 3, free sneak peek', exact: true }));
    await visible(editAgain.getByRole('button', { name: 'Photo 1 of 3, hidden until paid', exact: true }));
    await visible(editAgain.getByRole('button', { name: 'Photo 3 of 3, hidden until paid', exact: true }));
    await expect
      .poll(() => thumbnailWidths(editAgain, 3))
      .toEqual([photos.green.width, photos.blue.width, photos.red.width]);
    await editAgain.getByRole('button', { name: 'DONE', exact: true }).click();
    await editAgain.waitFor({ state: 'hidden' });

    // 6. a caption, and she publishes: the Slide is the first of her posts
    await newPost.getByLabel('Caption').fill(caption);
    await newPost.getByRole('button', { name: 'Publish', exact: true }).click();
    await visible(creator.getByText('Your post is live.', { exact: true }));
    const ownCard = await visible(slideCard(creator, maria.pageName));
    await visible(ownCard.getByText('Snap Slide · 3 photos', { exact: true }));
    await visible(ownCard.getByText(price, { exact: true }));
    await visible(ownCard.getByRole('button', { name: '0 purchases', exact: true }));
    // the form is empty again, ready for the next post
    await visible(newPost.getByRole('button', { name: 'Choose photos', exact: true }));
    const postPath = await ownCard
      .getByRole('link')
      .filter({ has: creator.locator('time') })
      .getAttribute('href');
    expect(postPath).toMatch(new RegExp(`^/${maria.pageUrl}/pixel-snap/collection/[^/?#]+$`));

    // 7. Juan is a PIXEL user too, signed in in his own browser; he opens Maria's Snap tab
    const juan = newCreator('Juan Reyes');
    await register(journey.baseUrl, juan);
    const buyer = await journey.newPage('buyer');
    await logInFromVerificationMail(journey, buyer, juan);
    await buyer.goto(`/${maria.pageUrl}/pixel-snap`);
    await visible(buyer.getByRole('heading', { level: 2, name: 'Snap' }));
    // on a wide screen the tab is a gallery: the tile says what it is and what it costs, and opens the post
    const tile = await visible(
      buyer.getByRole('link', { name: /^Slide, 3 photos, locked, ₱100\.00: Sunset over Manila Bay/ }),
    );
    // the set can be bought from the gallery too
    await visible(
      buyer.getByRole('listitem').filter({ has: tile }).getByRole('button', { name: 'View Set' }),
    );
    expect(await screenProblems(buyer)).toEqual([]);
    await tile.click();
    await onPath(buyer, postPath!);
    const card = await visible(slideCard(buyer, maria.pageName));
    await visible(card.getByText(caption.replace(' #ManilaBay', ''), { exact: false }));
    await visible(card.getByRole('link', { name: '#ManilaBay', exact: true }));
    const slide = card.getByRole('region', { name: 'Snap Slide, 3 photos' });

    // the first photo (green) is locked: its blurred preview, the price and View Set
    const locked = slide.getByRole('img', { name: `Blurred preview of a paid photo by ${maria.pageName}` });
    await visible(locked);
    await visible(slide.getByText(price, { exact: true }));
    await visible(slide.getByRole('button', { name: 'View Set', exact: true }));
    const firstPreviewUrl = (await locked.getAttribute('src'))!;
    // the preview is its own file, not a (signed) address of the original, and downscaled
    expect(firstPreviewUrl).not.toContain('/v1/media/photos/');
    expect(await naturalSize(locked)).toEqual({
      width: 480,
      height: Math.round((480 * photos.green.height) / photos.green.width),
    });
    const firstPreview = await fetchAs(buyer, firstPreviewUrl);
    expect(await describeImage(firstPreview)).toMatchObject({ colour: 'green', width: 480 });

    // the second (blue) is the free sneak peek: clear, at its own size, for anyone
    await slide.getByRole('button', { name: 'Show photo 2 of 3', exact: true }).click();
    const peek = await visible(slide.getByRole('img', { name: `Photo 2 of 3 by ${maria.pageName}` }));
    // the set can be bought from its free photo too: the price and View Set stay in view
    await visible(slide.getByRole('button', { name: 'View Set', exact: true }));
    await visible(slide.getByText(`Free peek · ${price}`, { exact: true }));
    expect(await naturalSize(peek)).toEqual(shownSize(photos.blue));
    expect(new URL((await peek.getAttribute('src'))!).searchParams.get('viewer')).toBe('anyone');
    expect(await describeImage(await fetchAs(buyer, (await peek.getAttribute('src'))!))).toEqual({
      colour: 'blue',
      ...shownSize(photos.blue),
    });

    // the third (red) is locked like the first
    await slide.getByRole('button', { name: 'Show photo 3 of 3', exact: true }).click();
    await visible(slide.getByRole('img', { name: `Blurred preview of a paid photo by ${maria.pageName}` }));
    const lastPreviewUrl = (await locked.getAttribute('src'))!;
    expect(lastPreviewUrl).not.toContain('/v1/media/photos/');
    expect(lastPreviewUrl).not.toBe(firstPreviewUrl);
    expect(await naturalSize(locked)).toEqual({
      width: 480,
      height: Math.round((480 * photos.red.height) / photos.red.width),
    });
    const lastPreview = await fetchAs(buyer, lastPreviewUrl);
    expect(await describeImage(lastPreview)).toMatchObject({ colour: 'red', width: 480 });

    // 8. he buys the set through the checkout
    await slide.getByRole('button', { name: 'View Set', exact: true }).click();
    const confirm = await visible(buyer.getByRole('dialog', { name: 'Confirm payment' }));
    await visible(confirm.getByText('You are buying a set of 3 photos for', { exact: true }));
    await visible(confirm.getByText(price, { exact: true }));
    expect(await problemsAtEveryWidth(buyer), 'Confirm payment').toEqual({});
    await visible(confirm.getByText(maria.pageName, { exact: true }));
    await visible(confirm.getByText(`Otherwise ${maria.pageName} sees your page name, ${juan.pageName}.`));
    await confirm.getByRole('button', { name: 'Confirm payment', exact: true }).click();

    await buyer.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await visible(buyer.getByRole('heading', { level: 1, name: `Pay ${price}` }));
    await buyer.getByRole('button', { name: 'Pay', exact: true }).click();

    // 9. back on the post's own page: once the payment is confirmed, the set is his
    await onPath(buyer, postPath!);
    await visible(buyer.getByText('Thank you! The photos are yours to see.', { exact: true }));
    // the checkout's return parameters are handled once and dropped from the address
    await buyer.waitForURL((url) => url.search === '');
    const bought = await visible(slideCard(buyer, maria.pageName));
    await visible(bought.getByText('Purchased', { exact: true }));
    const boughtSlide = bought.getByRole('region', { name: 'Snap Slide, 3 photos' });
    await expect(boughtSlide.getByRole('button', { name: 'View Set' }).count()).resolves.toBe(0);

    // all three photos, in the order Maria gave them, each in its 500 px version through his own address,
    // the original at full size behind Full size
    const expectedOrder: Colour[] = ['green', 'blue', 'red'];
    for (const [index, colour] of expectedOrder.entries()) {
      const number = index + 1;
      await boughtSlide.getByRole('button', { name: `Show photo ${number} of 3`, exact: true }).click();
      const name = `Photo ${number} of 3 by ${maria.pageName}`;
      const shown = await visible(boughtSlide.getByRole('img', { name }));
      expect(await naturalSize(shown)).toEqual(shownSize(photos[colour]));
      const shownSrc = new URL((await shown.getAttribute('src'))!);
      expect(shownSrc.pathname).toMatch(/^\/v1\/media\/photos\/[^/]+\/wh500$/);
      const fullSize = boughtSlide.getByRole('link', { name: `Full size: ${name}`, exact: true });
      const src = new URL((await fullSize.getAttribute('href'))!);
      expect(src.pathname).toMatch(/^\/v1\/media\/photos\/[^/]+\/original$/);
      expect(src.searchParams.get('signature')).toBeTruthy();
      const original = await fetchAs(buyer, src.href);
      expect(await describeImage(original)).toEqual({
        colour,
        width: photos[colour].width,
        height: photos[colour].height,
      });
      // what he was shown before buying was not this file
      if (colour === 'green') expect(original.equals(firstPreview)).toBe(false);
      if (colour === 'red') expect(original.equals(lastPreview)).toBe(false);
      // a locked photo's own address is not one anyone else could use
      if (colour !== 'blue') {
        expect(src.searchParams.get('viewer')).not.toBe('anyone');
        expect(shownSrc.searchParams.get('viewer')).not.toBe('anyone');
      }
    }

    // 10. Maria sees Juan among the post's Content Supporters
    await creator.goto(postPath!);
    const ownPost = await visible(slideCard(creator, maria.pageName));
    await visible(ownPost.getByRole('button', { name: '1 purchase', exact: true }));
    await ownPost.getByRole('button', { name: 'Post options', exact: true }).click();
    await creator.getByRole('menuitem', { name: 'Content Supporters', exact: true }).click();
    const supporters = await visible(creator.getByRole('dialog', { name: 'Visible to you only' }));
    await visible(supporters.getByText('Content Supporters', { exact: true }));
    const line = await visible(
      supporters.getByRole('listitem').filter({ hasText: `${juan.pageName} purchased this content` }),
    );
    expect(
      (await line.getByRole('link', { name: juan.pageName, exact: true }).getAttribute('href')) ?? '',
    ).toBe(`/${juan.pageUrl}`);
    // 'MMM D, YYYY at h:mm a'
    expect(await line.locator('time').textContent()).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} [ap]m$/,
    );
    await expect.poll(() => supporters.getByRole('listitem').count()).toBe(1);
    await creator.keyboard.press('Escape');
    await supporters.waitFor({ state: 'hidden' });

    // 11. and the sale in her wallet: ₱100 available at once, no fee taken
    await creator.goto('/dashboard');
    await visible(creator.getByRole('heading', { level: 1, name: maria.pageName }));
    await expect.poll(() => balanceShown(creator), { timeout: 15_000 }).toEqual([price, 'Pending: ₱0.00']);
    const description = `Purchase of Snap Slide by ${juan.pageName}`;
    const latest = creator.getByRole('region', { name: 'Latest transactions' });
    const row = await visible(latest.getByRole('row').filter({ hasText: description }));
    expect((await cellTexts(row)).slice(1)).toEqual([
      description,
      expect.stringMatching(/^P-[A-Z0-9]{12}$/),
      price,
      'Completed',
    ]);
    await row.click();
    const details = await visible(creator.getByRole('dialog', { name: 'Transaction details' }));
    await visible(detail(details, 'Type'));
    expect({
      type: await detail(details, 'Type').textContent(),
      description: await detail(details, 'Description').textContent(),
      gross: await detail(details, 'Gross amount').textContent(),
      fee: await detail(details, 'Fee').textContent(),
      net: await detail(details, 'Net amount').textContent(),
    }).toEqual({ type: 'Payment', description, gross: price, fee: '₱0.00', net: price });
  });
});
