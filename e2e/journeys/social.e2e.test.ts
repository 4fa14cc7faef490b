import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register, type Creator } from '../support/accounts.ts';
import { problemsAtEveryWidth, screenProblems } from '../support/axe.ts';
import { useJourney } from '../support/journey.ts';
import { onPath, visible } from '../support/ui.ts';

const journey = useJourney();

/** Registers `person` and signs them in, in a browser of their own (the page ends on the dashboard). */
async function signedIn(person: Creator, page?: Page): Promise<Page> {
  await register(journey.baseUrl, person);
  const browser = page ?? (await journey.newPage(person.pageName));
  await logInFromVerificationMail(journey, browser, person);
  return browser;
}

/** A call to the API with the cookies of the browser `page` (the signed-in person's session). */
async function callApi(page: Page, method: 'POST' | 'PUT', path: string, data: unknown) {
  const response = await page.request.fetch(path, { method, data, headers: { accept: 'application/json' } });
  if (!response.ok()) {
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  }
  return response.json() as Promise<{ data: Record<string, unknown> }>;
}

/** The Reactions control of the Bloc post titled `title`. */
function reactionsOf(page: Page, title: string): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .getByRole('group', { name: 'Reactions' });
}

/** The main reaction button: the first button of the control. */
const mainButton = (reactions: Locator) => reactions.getByRole('button').first();

/** Holds the mouse on `target` until `opens` is on screen, as a long press, and lets go. */
async function longPress(page: Page, target: Locator, opens: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the element to press is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await opens.waitFor({ state: 'visible' });
  await page.mouse.up();
}

describe('the social layer', () => {
  it('sends a visitor to the Login modal on Follow', async () => {
    const creator = newCreator('Lea Reyes');
    await signedIn(creator);
    const { page } = journey;

    await page.goto(`/${creator.pageUrl}`);
    await visible(page.getByRole('heading', { level: 1, name: creator.pageName }));
    await visible(page.getByText('0 Followers', { exact: true }));
    await page.getByRole('button', { name: 'Follow', exact: true }).click();

    await visible(page.getByRole('dialog', { name: 'Log in to continue' }));
    expect(await page.getByRole('button', { name: 'Follow', exact: true }).count()).toBe(1);
  });

  it('follows, reacts, lists the reactors, removes and blocks followers, and opens a hashtag page', async () => {
    const tag = `kapesketch${Date.now().toString(36)}`;
    const maria = newCreator('Maria Santos');
    const juan = newCreator('Juan Cruz');
    const ben = newCreator('Ben Lim');

    // 1. Maria, a creator, with a bio carrying a hashtag and one Bloc post (made through the API)
    const creator = await signedIn(maria, journey.page);
    await callApi(creator, 'PUT', '/v1/user/profile', {
      page_name: maria.pageName,
      bio: `Street sketches of Manila. #${tag}`,
    });
    await callApi(creator, 'POST', '/v1/user/bloc', {
      title: 'Studio day',
      body: `New sketches today #${tag}`,
      visibility: 'public',
    });

    // 2. Juan follows her from her page
    const fan = await signedIn(juan);
    await fan.goto(`/${maria.pageUrl}`);
    await visible(fan.getByRole('heading', { level: 1, name: maria.pageName }));
    await visible(fan.getByText('0 Followers', { exact: true }));
    await fan.getByRole('button', { name: 'Follow', exact: true }).click();
    await visible(fan.getByRole('button', { name: 'Following', exact: true }));
    await visible(fan.getByText('1 Follower', { exact: true }));

    // 3. he reacts to her Bloc post: a tap adds a heart...
    await fan.getByRole('navigation', { name: 'Page menu' }).getByRole('link', { name: 'Bloc' }).click();
    await onPath(fan, `/${maria.pageUrl}/pixel-bloc`);
    const reactions = reactionsOf(fan, 'Studio day');
    const count = reactions.getByRole('button', { name: /^See who reacted/ });
    await visible(reactions.getByRole('button', { name: 'React', exact: true }));
    await reactions.getByRole('button', { name: 'React', exact: true }).click();
    await visible(reactions.getByRole('button', { name: 'Love', exact: true, pressed: true }));
    await expect.poll(() => count.textContent()).toBe('1');

    // ...a long press opens the picker, and Haha replaces the heart...
    const picker = fan.getByRole('group', { name: 'Reaction picker' });
    await longPress(fan, mainButton(reactions), picker);
    await visible(picker);
    await picker.getByRole('button', { name: 'Haha', exact: true }).click();
    await visible(reactions.getByRole('button', { name: 'Haha', exact: true, pressed: true }));
    await expect.poll(() => count.textContent()).toBe('1');

    // ...which the Reax list shows, and survives a reload (the server has it)
    await fan.reload();
    await visible(
      reactionsOf(fan, 'Studio day').getByRole('button', { name: 'Haha', exact: true, pressed: true }),
    );
    await count.click();
    const reax = await visible(fan.getByRole('dialog', { name: 'Reax' }));
    await visible(reax.getByRole('tab', { name: 'All 1' }));
    await visible(reax.getByRole('tab', { name: 'Haha 1' }));
    await visible(reax.getByRole('tab', { name: 'Love 0' }));
    const row = await visible(reax.getByRole('listitem').filter({ hasText: juan.pageName }));
    await visible(row.getByText('Haha', { exact: true }));
    await reax.getByRole('tab', { name: 'Love 0' }).click();
    await visible(reax.getByText('No reactions yet.'));
    await fan.keyboard.press('Escape');
    await reax.waitFor({ state: 'hidden' });

    // ...and a tap takes it back
    await mainButton(reactions).click();
    await visible(reactions.getByRole('button', { name: 'React', exact: true, pressed: false }));
    await expect.poll(() => count.textContent()).toBe('0');

    // 4. Ben follows her too
    const blocked = await signedIn(ben);
    await blocked.goto(`/${maria.pageUrl}`);
    await blocked.getByRole('button', { name: 'Follow', exact: true }).click();
    await visible(blocked.getByRole('button', { name: 'Following', exact: true }));

    // 5. Maria manages her followers from the dashboard: she removes Juan and blocks Ben
    await creator.goto('/dashboard');
    const card = creator.getByRole('region', { name: 'Followers' });
    await visible(card.getByText('2', { exact: true }));
    await card.getByRole('button', { name: 'Manage Following', exact: true }).click();
    let manage = await visible(creator.getByRole('dialog', { name: 'Manage Following' }));
    await visible(manage.getByText('You are not following anyone yet.'));
    await manage.getByRole('tab', { name: 'Followers', exact: true }).click();
    await visible(manage.getByText(juan.pageName, { exact: true }));
    await visible(manage.getByText(ben.pageName, { exact: true }));
    expect(await screenProblems(creator)).toEqual([]);

    await manage.getByRole('searchbox', { name: 'Search Follower' }).fill('nobody-like-this');
    await visible(manage.getByText('No results found.'));
    await manage.getByRole('searchbox', { name: 'Search Follower' }).fill('');
    await visible(manage.getByText(juan.pageName, { exact: true }));

    await manage.getByRole('button', { name: `Remove ${juan.pageName}` }).click();
    let confirm = await visible(creator.getByRole('dialog', { name: 'Remove follower' }));
    expect(await problemsAtEveryWidth(creator), 'Remove follower').toEqual({});
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await visible(creator.getByText('Removed Successfully', { exact: true }));
    manage = await visible(creator.getByRole('dialog', { name: 'Manage Following' }));
    await manage.getByText(juan.pageName, { exact: true }).waitFor({ state: 'hidden' });

    await manage.getByRole('button', { name: `Block ${ben.pageName}` }).click();
    confirm = await visible(creator.getByRole('dialog', { name: 'Block' }));
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await visible(creator.getByText('Blocked Successfully', { exact: true }));
    manage = await visible(creator.getByRole('dialog', { name: 'Manage Following' }));
    await visible(manage.getByText('You do not have any followers yet.'));

    // 6. Ben, blocked, no longer finds her page; Juan, removed, can follow again
    await blocked.goto(`/${maria.pageUrl}`);
    await visible(blocked.getByRole('heading', { level: 1, name: 'Page Not Found' }));

    await fan.goto(`/${maria.pageUrl}`);
    await visible(fan.getByRole('heading', { level: 1, name: maria.pageName }));
    await visible(fan.getByRole('button', { name: 'Follow', exact: true }));
    await visible(fan.getByText('0 Followers', { exact: true }));

    // 7. the hashtag of her bio opens its page, which lists her
    await fan.getByRole('link', { name: `#${tag}`, exact: true }).click();
    await onPath(fan, `/dashboard/explore/hashtags/${tag}`);
    await visible(fan.getByRole('heading', { level: 1, name: `#${tag}` }));
    const bio = await visible(fan.getByRole('article').filter({ hasText: 'Bio' }));
    await visible(bio.getByRole('link', { name: maria.pageName, exact: true }));
    await visible(fan.getByRole('article').filter({ hasText: 'Bloc post' }));
  });
});
