import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register, type Creator } from '../support/accounts.ts';
import {
  everyWidth,
  layoutProblems,
  problemsAtEveryWidth,
  resizeTo,
  screenProblems,
} from '../support/axe.ts';
import { apiAs, photo, uploadPhoto } from '../support/content.ts';
import { cutOrBroken, dialogProblemsAtEveryWidth } from '../support/dialog-fit.ts';
import { useJourney } from '../support/journey.ts';
import { focusOn } from '../support/keyboard.ts';
import { en, fil, switchLanguage } from '../support/languages.ts';
import { paidGift } from '../support/money.ts';
import { appCode } from '../support/staff.ts';
import { loaded, loadedDialog, onPath, quiet, visible } from '../support/ui.ts';

// a server of its own: Explore and a supporter's home list the server's creators, here this file's
const journey = useJourney({ ownServer: true });

// long names, as a narrow phone meets them
const creator = newCreator('Ma. Theresa Villanueva-Santos');
const supporter = newCreator('Jose Protacio Mercado');
const tag = 'jeepneyart';
const goalTitle = 'A new drawing tablet for the jeepney series';
const heldMessage = 'No spoiler please: salamat sa lahat ng sketches mo, Ate Theresa!';

let supporterOnly: Promise<void> | undefined;
let accountsReady: Promise<void> | undefined;

/**
 * The two accounts, once for the whole file: the supporter, with nothing on their page; the creator, with
 * everything the dashboard shows (the largest gift and a small one, a goal, a Bloc post and a Snap carrying
 * a hashtag, and the supporter as a follower who gave a gift too). `withContent: false` stops before the
 * creator's part, for what a new account sees.
 */
function accounts({ withContent }: { withContent: boolean }): Promise<void> {
  const supporterReady = (supporterOnly ??= (async () => {
    await register(journey.baseUrl, supporter);
    await logInFromVerificationMail(journey, await journey.newPage('supporter'), supporter);
  })());
  if (!withContent) return supporterReady;
  accountsReady ??= (async () => {
    await supporterReady;
    await register(journey.baseUrl, creator);
    const page = await journey.newPage('creator');
    await logInFromVerificationMail(journey, page, creator);
    await paidGift(journey.baseUrl, creator.pageUrl, 100000);
    await paidGift(journey.baseUrl, creator.pageUrl, 250);
    await apiAs(page, journey.baseUrl, '/v1/user/goals', {
      title: goalTitle,
      target_amount: '15000',
      description: `Saving for the #${tag} prints.`,
    });
    await apiAs(page, journey.baseUrl, '/v1/user/bloc', {
      title: 'Studio day',
      body: `New sketches of the #${tag} routes`,
    });
    const image = await uploadPhoto(page, journey.baseUrl, 70);
    await apiAs(page, journey.baseUrl, '/v1/user/content/images/create', {
      image,
      price_id: 2,
      caption: `Cubao terminal #${tag}`,
    });
    // a message with a word of the creator's filter is held for review
    const filter = await page.request.put('/v1/user/message-filter', {
      data: { phrases: ['spoiler'] },
      headers: { origin: journey.baseUrl },
    });
    expect(filter.ok()).toBe(true);
    const fan = await journey.newPage('supporter giving');
    await logIn(fan, supporter);
    await apiAs(fan, journey.baseUrl, '/v1/user/follow', { username: creator.pageUrl });
    await giveGift(fan, creator);
    await giveGift(fan, creator, heldMessage);
  })();
  return accountsReady;
}

/** Logs `person` in on the test's page through the log-in form: the page ends on the dashboard. */
async function logIn(page: Page, person: Creator): Promise<Page> {
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await onPath(page, '/dashboard');
  return page;
}

/** The test's page, signed in as the supporter. */
async function supporterPage({ withContent = true } = {}): Promise<Page> {
  await accounts({ withContent });
  return logIn(journey.page, supporter);
}

/** The test's page, signed in as the creator. */
async function creatorPage(): Promise<Page> {
  await accounts({ withContent: true });
  return logIn(journey.page, creator);
}

/** A signed-in person's gift of ₱100 to `to`, through Support Me and the sandbox checkout. */
async function giveGift(page: Page, to: Creator, message?: string) {
  await page.goto(`/${to.pageUrl}`);
  await page.getByRole('button', { name: 'Support Me', exact: true }).click();
  const supportMe = await visible(page.getByRole('dialog', { name: 'Support Me' }));
  await supportMe.getByRole('button', { name: '₱100', exact: true }).click();
  if (message) await supportMe.getByLabel('Message', { exact: true }).fill(message);
  await supportMe.getByRole('button', { name: 'Send gift', exact: true }).click();
  const confirm = await visible(page.getByRole('dialog', { name: 'Confirm payment' }));
  await confirm.getByRole('button', { name: 'Confirm payment', exact: true }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const sent = await visible(page.getByRole('dialog', { name: 'Gift Sent' }));
  await sent.getByRole('button', { name: 'Done', exact: true }).click();
  await sent.waitFor({ state: 'hidden' });
}

/** Opens `path`, waits for its first-level heading and for its data, and answers its problems at every width. */
async function pageProblems(page: Page, path: string, heading: string | RegExp, shown?: Locator) {
  await page.goto(path);
  await visible(page.getByRole('heading', { level: 1, name: heading }));
  if (shown) await visible(shown);
  await quiet(page);
  return problemsAtEveryWidth(page);
}

/** Opens the modal with `opener` and answers it once its own content is there. */
async function openDialog(page: Page, opener: Locator): Promise<Locator> {
  await opener.click();
  return visible(loadedDialog(page));
}

/** Closes the modal on top with Escape. */
async function closeDialog(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Holds back every call of the page to an API address matching `pattern` while `check` runs, so the screen
 * stays in its loading state, then lets them through.
 */
async function whileHeld<T>(page: Page, pattern: RegExp, check: () => Promise<T>): Promise<T> {
  const held: Route[] = [];
  const matches = (url: URL) => url.pathname.startsWith('/v1/') && pattern.test(url.pathname);
  const hold = (route: Route) => void held.push(route);
  await page.route(matches, hold);
  try {
    return await check();
  } finally {
    await page.unroute(matches, hold);
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  }
}

/**
 * Serves the dashboard's page without the answers the server puts in it for a creator (decision 0138), as
 * when it could not get them: the app asks for each, and shows what it shows while they come.
 */
async function withoutFirstAnswers(page: Page) {
  await page.route(
    (url) => url.pathname === '/dashboard',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script id="pixel-data" type="application\/json">)([\s\S]*?)(<\/script>)/,
        (_, open: string, json: string, close: string) => {
          const data = JSON.parse(json) as { answers?: unknown };
          const without = JSON.stringify({ ...data, answers: {} }).replaceAll('<', '\\u003c');
          return `${open}${without}${close}`;
        },
      );
      await route.fulfill({ response, body: html });
    },
  );
}

/** Answers every call to an API address matching `pattern` with a server error. */
async function failing(page: Page, pattern: RegExp) {
  await page.route(
    (url) => url.pathname.startsWith('/v1/') && pattern.test(url.pathname),
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Something went wrong.' }),
      }),
  );
}

describe('the accessibility of the dashboard', () => {
  it("finds nothing on a new account's pages, empty, and in their error states, at 320, 360 and 1280 px", async () => {
    const page = await supporterPage({ withContent: false });

    // an empty page: the dashboard is a supporter's home
    expect(
      await pageProblems(
        page,
        '/dashboard',
        supporter.pageName,
        page.getByRole('region', { name: 'Start your own page' }),
      ),
      "supporter's home, empty",
    ).toEqual({});

    for (const [path, heading, shown] of [
      ['/dashboard/transactions/history', 'Transaction history', undefined],
      ['/dashboard/supported', 'My support', 'The gifts you send and the photos you buy will show here.'],
      [
        '/dashboard/creator-hub/my-goals',
        'My Goals',
        'You have no goals yet. Add one and share it with your supporters.',
      ],
      ['/dashboard/creator-hub/bloc', 'My Bloc', 'You have not posted on your Bloc yet.'],
      ['/dashboard/creator-hub/snap', 'My Snaps', undefined],
      [
        '/dashboard/commissions',
        'My commissions',
        'You have not requested a commission yet. Find one on a creator’s Shop tab.',
      ],
      ['/dashboard/creator-hub/commissions', 'Commissions', 'No requests yet. They show here once paid.'],
      ['/dashboard/referrals', 'Referrals', undefined],
      ['/dashboard/explore', 'Explore', undefined],
      [`/dashboard/explore/hashtags/nothingtagged`, '#nothingtagged', undefined],
      ['/dashboard/settings/webhooks', 'Webhooks', undefined],
      ['/dashboard/settings/overlay', 'Live alerts', undefined],
      ['/dashboard/settings/message-filter', 'Message filter', undefined],
      ['/dashboard/settings/security', 'Sign-in & security', undefined],
      ['/dashboard/settings/password', 'Password', undefined],
      ['/dashboard/settings/sessions', 'Sessions', 'This device'],
      ['/dashboard/settings/tax', 'Tax details', undefined],
      ['/dashboard/settings/data', 'Download my data', undefined],
      ['/dashboard/settings/delete-account', 'Delete my account', undefined],
      ['/dashboard/no-such-page', 'Page Not Found', undefined],
    ] as const) {
      const text = shown ? page.getByText(shown, { exact: true }) : undefined;
      expect(await pageProblems(page, path, heading, text), path).toEqual({});
    }

    // Add a goal sent empty: every field says what it needs
    await page.goto('/dashboard/creator-hub/my-goals/add-goal');
    await visible(page.getByRole('heading', { level: 1, name: 'Add a goal' }));
    expect(await problemsAtEveryWidth(page), 'Add a goal').toEqual({});
    await page.getByRole('button', { name: 'Add goal', exact: true }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(await problemsAtEveryWidth(page), 'Add a goal, sent empty').toEqual({});

    // Add an endpoint sent with no address and no event
    await page.goto('/dashboard/settings/webhooks');
    await visible(page.getByRole('heading', { level: 1, name: 'Webhooks' }));
    for (const event of await page.getByRole('checkbox').all()) await event.uncheck();
    await page.getByRole('button', { name: 'Add endpoint', exact: true }).click();
    await expect.poll(() => page.getByLabel('Endpoint URL').getAttribute('aria-invalid')).toBe('true');
    expect(await problemsAtEveryWidth(page), 'Add an endpoint, sent empty').toEqual({});

    // Profile with its page name emptied
    await page.goto('/dashboard/settings/profile');
    await visible(page.getByRole('heading', { level: 1, name: 'Profile' }));
    expect(await problemsAtEveryWidth(page), 'Profile').toEqual({});
    await page.getByLabel('Page name').fill('');
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expect.poll(() => page.getByLabel('Page name').getAttribute('aria-invalid')).toBe('true');
    expect(await problemsAtEveryWidth(page), 'Profile, its page name emptied').toEqual({});
  }, 240_000);

  it("finds nothing on a creator's pages, full, nor in their modals, whose texts and main buttons read whole on a phone", async () => {
    const page = await creatorPage();

    // the creator's dashboard and its modals
    const followers = page.getByRole('region', { name: 'Followers' });
    expect(
      await pageProblems(
        page,
        '/dashboard',
        creator.pageName,
        page.getByRole('region', { name: 'Supporters' }).getByText('Anonymous').first(),
      ),
      "creator's dashboard",
    ).toEqual({});

    const shareProfile = await openDialog(
      page,
      page.getByRole('button', { name: 'Share Profile', exact: true }),
    );
    const toQr = shareProfile.getByRole('button', { name: 'Share QR Code', exact: true });
    expect(await dialogProblemsAtEveryWidth(shareProfile, toQr), 'Share Profile').toEqual({});
    await closeDialog(page, shareProfile);

    await visible(followers.getByText('1', { exact: true }));
    const manage = await openDialog(
      page,
      followers.getByRole('button', { name: 'Manage Following', exact: true }),
    );
    await manage.getByRole('tab', { name: 'Followers', exact: true }).click();
    const remove = manage.getByRole('button', { name: `Remove ${supporter.pageName}` });
    await visible(remove);
    expect(await dialogProblemsAtEveryWidth(manage, remove), 'Manage Following').toEqual({});
    await remove.click();
    const removeFollower = await visible(page.getByRole('dialog', { name: 'Remove follower' }));
    const confirmRemove = removeFollower.getByRole('button', { name: 'Remove', exact: true });
    expect(await dialogProblemsAtEveryWidth(removeFollower, confirmRemove), 'Remove follower').toEqual({});
    // Escape goes back to Manage Following, and a second closes it
    await closeDialog(page, removeFollower);
    await closeDialog(page, await visible(page.getByRole('dialog', { name: 'Manage Following' })));

    // a table row on a wide screen, a list of buttons on a phone
    const detail = await openDialog(
      page,
      page
        .getByRole('region', { name: 'Latest transactions' })
        .locator('tbody tr:visible, li button:visible')
        .first(),
    );
    await visible(detail.getByText('Net amount', { exact: true }));
    const close = detail.getByRole('button', { name: 'Close', exact: true });
    expect(await dialogProblemsAtEveryWidth(detail, close), 'Transaction details').toEqual({});
    await closeDialog(page, detail);

    // the history with its rows, and the largest gift's detail from it
    expect(
      await pageProblems(
        page,
        '/dashboard/transactions/history',
        'Transaction history',
        page.getByText('₱100,000.00', { exact: true }).first(),
      ),
      'Transaction history',
    ).toEqual({});
    const largest = await openDialog(page, page.getByText('₱100,000.00', { exact: true }).first());
    await visible(largest.getByText('Net amount', { exact: true }));
    expect(
      await dialogProblemsAtEveryWidth(largest, largest.getByRole('button', { name: 'Close', exact: true })),
      'Transaction details of the largest gift',
    ).toEqual({});
    await closeDialog(page, largest);

    // My Goals with a goal, and its Edit Goal, Close and Delete
    expect(
      await pageProblems(
        page,
        '/dashboard/creator-hub/my-goals',
        'My Goals',
        page.getByRole('heading', { name: goalTitle }),
      ),
      'My Goals',
    ).toEqual({});
    const editGoal = await openDialog(page, page.getByRole('button', { name: 'Edit', exact: true }));
    const save = editGoal.getByRole('button', { name: 'Save changes', exact: true });
    expect(await dialogProblemsAtEveryWidth(editGoal, save), 'Edit Goal').toEqual({});
    // and sent with its title and amount emptied
    await editGoal.getByLabel('Title').fill('');
    await editGoal.getByLabel('Target amount').fill('');
    await save.click();
    await expect.poll(() => editGoal.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    expect(await dialogProblemsAtEveryWidth(editGoal, save), 'Edit Goal, emptied').toEqual({});
    await closeDialog(page, editGoal);
    for (const [button, confirmLabel] of [
      ['Close', 'Close goal'],
      ['Delete', 'Delete'],
    ] as const) {
      const confirm = await openDialog(page, page.getByRole('button', { name: button, exact: true }));
      const primary = confirm.getByRole('button', { name: confirmLabel, exact: true });
      expect(await dialogProblemsAtEveryWidth(confirm, primary), `${button} goal`).toEqual({});
      await closeDialog(page, confirm);
    }

    // My Bloc with a post, and its Delete
    expect(
      await pageProblems(
        page,
        '/dashboard/creator-hub/bloc',
        'My Bloc',
        page.getByRole('heading', { name: 'Studio day' }),
      ),
      'My Bloc',
    ).toEqual({});
    const deletePost = await openDialog(page, page.getByRole('button', { name: 'Delete', exact: true }));
    const deleteButton = deletePost.getByRole('button', { name: 'Delete', exact: true });
    expect(await dialogProblemsAtEveryWidth(deletePost, deleteButton), 'Delete this post?').toEqual({});
    await closeDialog(page, deletePost);

    for (const [path, heading, shown] of [
      ['/dashboard/creator-hub/snap', 'My Snaps', page.getByText(`#${tag}`).first()],
      ['/dashboard/explore', 'Explore', page.getByText(creator.pageName).first()],
      [`/dashboard/explore/hashtags/${tag}`, `#${tag}`, page.getByText('Studio day').first()],
      ['/dashboard/referrals', 'Referrals', undefined],
      ['/dashboard/settings/message-filter', 'Message filter', page.getByText(heldMessage)],
    ] as const) {
      expect(await pageProblems(page, path, heading, shown), path).toEqual({});
    }

    // Webhooks with an endpoint, a long address (this machine's: outside production a local one is taken)
    const endpoint = 'https://127.0.0.1:9/pixel/webhooks/gifts-purchases-and-payouts-of-ma-theresa';
    await apiAs(page, journey.baseUrl, '/v1/creator/webhooks', {
      url: endpoint,
      events: ['gift.received', 'purchase.completed', 'payout.updated'],
    });
    expect(
      await pageProblems(page, '/dashboard/settings/webhooks', 'Webhooks', page.getByText(endpoint).first()),
      'Webhooks, with an endpoint',
    ).toEqual({});

    // Live alerts, and its Reset address
    expect(await pageProblems(page, '/dashboard/settings/overlay', 'Live alerts'), 'Live alerts').toEqual({});
    const reset = await openDialog(page, page.getByRole('button', { name: 'Reset address', exact: true }));
    const resetButton = reset.getByRole('button', { name: 'Reset address', exact: true });
    expect(await dialogProblemsAtEveryWidth(reset, resetButton), 'Reset the overlay address?').toEqual({});
    await closeDialog(page, reset);

    // Profile, and Crop Image with a chosen photo
    expect(await pageProblems(page, '/dashboard/settings/profile', 'Profile'), 'Profile').toEqual({});
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change cover photo', exact: true }).click();
    await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: photo(150) });
    const crop = await visible(page.getByRole('dialog', { name: 'Crop Image' }));
    const cropSave = crop.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => cropSave.isEnabled()).toBe(true);
    expect(await dialogProblemsAtEveryWidth(crop, cropSave), 'Crop Image').toEqual({});
    await closeDialog(page, crop);
  }, 300_000);

  it("finds nothing in a Snap's modals, Welcome and Linked Payment Account, whose texts and main buttons read whole on a phone", async () => {
    const page = await creatorPage();

    // the Snap's menu on My Snaps
    await page.goto('/dashboard/creator-hub/snap');
    await visible(page.getByRole('heading', { level: 1, name: 'My Snaps' }));
    await quiet(page);
    for (const [item, primary] of [
      ['Edit Post', (dialog: Locator) => dialog.getByRole('button', { name: 'Save', exact: true })],
      [
        'Set Content Price',
        (dialog: Locator) => dialog.getByRole('list', { name: 'Prices' }).getByRole('button').first(),
      ],
      [
        'Content Supporters',
        (dialog: Locator) => dialog.getByRole('button', { name: 'Close dialog', exact: true }),
      ],
      ['Delete Photo', (dialog: Locator) => dialog.getByRole('button', { name: 'Delete', exact: true })],
    ] as const) {
      await page.getByRole('button', { name: 'Post options' }).first().click();
      const dialog = await openDialog(page, page.getByRole('menuitem', { name: item, exact: true }));
      await visible(primary(dialog));
      expect(await dialogProblemsAtEveryWidth(dialog, primary(dialog)), item).toEqual({});
      await closeDialog(page, dialog);
    }

    // Welcome, as the address can ask for it again
    await page.goto('/dashboard?welcome=1');
    const welcome = await visible(page.getByRole('dialog', { name: 'Welcome to PIXEL!' }));
    const getStarted = welcome.getByRole('button', { name: 'GET STARTED', exact: true });
    expect(await dialogProblemsAtEveryWidth(welcome, getStarted), 'Welcome to PIXEL!').toEqual({});
    await getStarted.click();
    await welcome.waitFor({ state: 'hidden' });

    // Linked Payment Account, as the provider's sign-in comes back to the dashboard
    await page
      .getByRole('region', { name: 'Payout accounts' })
      .getByRole('button', { name: 'Link e-payment account', exact: true })
      .click();
    const link = await visible(page.getByRole('dialog', { name: 'Link E-payment Account' }));
    await link.getByRole('button', { name: 'Continue with e-payment account', exact: true }).click();
    await onPath(page, '/sandbox/oauth/authorize');
    await page.getByLabel('Username', { exact: true }).fill(`theresa.villanueva.${Date.now().toString(36)}`);
    await page.getByLabel(/^Mobile number/).fill('9171239877');
    await page.getByRole('button', { name: 'Allow', exact: true }).click();
    await onPath(page, '/dashboard');
    const linked = await visible(page.getByRole('dialog', { name: 'Linked Payment Account' }));
    await visible(linked.getByText('+63 917 1239 877', { exact: true }));
    const gotIt = linked.getByRole('button', { name: 'GOT IT', exact: true });
    expect(await dialogProblemsAtEveryWidth(linked, gotIt), 'Linked Payment Account').toEqual({});
  }, 180_000);

  it("finds nothing on a supporter's pages once they gave, at 320, 360 and 1280 px", async () => {
    const page = await supporterPage();
    expect(
      await pageProblems(page, '/dashboard', supporter.pageName, page.getByText(creator.pageName).first()),
      "supporter's home, with a gift",
    ).toEqual({});
    expect(
      await pageProblems(
        page,
        '/dashboard/supported',
        'My support',
        page.getByText('₱100.00', { exact: true }).first(),
      ),
      'My support, with a gift',
    ).toEqual({});
  }, 120_000);

  it('finds nothing while pages load, nor when their data cannot be read, at 320, 360 and 1280 px', async () => {
    const page = await creatorPage();
    const loading = (label: string) => page.getByRole('status', { name: label });
    await withoutFirstAnswers(page);

    for (const [path, api, label] of [
      ['/dashboard', /^\/v1\/user\/home$/, 'Loading your dashboard'],
      ['/dashboard/transactions/history', /^\/v1\/user\/transactions$/, undefined],
      ['/dashboard/supported', /^\/v1\/user\/supported$/, 'Loading your support'],
      ['/dashboard/creator-hub/my-goals', /^\/v1\/user\/goals$/, 'Loading goals'],
    ] as const) {
      const found = await whileHeld(page, api, async () => {
        await page.goto(path);
        await visible(label ? loading(label) : page.locator('[aria-busy="true"]').first());
        return problemsAtEveryWidth(page);
      });
      expect(found, `${path}, loading`).toEqual({});
    }

    // the creator's dashboard while its cards load
    const found = await whileHeld(page, /^\/v1\/user\/(?!home$)/, async () => {
      await page.goto('/dashboard');
      await visible(page.getByRole('region', { name: 'Available balance' }).locator('[aria-busy="true"]'));
      return problemsAtEveryWidth(page);
    });
    expect(found, "creator's dashboard, its cards loading").toEqual({});

    // a modal while its data loads, and when it cannot be read
    await page.goto('/dashboard');
    const firstTransaction = page
      .getByRole('region', { name: 'Latest transactions' })
      .locator('tbody tr:visible, li button:visible')
      .first();
    await visible(firstTransaction);
    // the cards above it load on their own (the two-factor reminder among them): a row clicked while one
    // still grows has moved from under the click
    await quiet(page);
    const loadingDetail = await whileHeld(page, /^\/v1\/user\/transactions\/./, async () => {
      const detail = await openDialog(page, firstTransaction);
      await visible(detail.getByRole('status', { name: 'Loading transaction' }));
      const close = detail.getByRole('button', { name: 'Close', exact: true });
      const problems = await dialogProblemsAtEveryWidth(detail, close);
      await closeDialog(page, detail);
      return problems;
    });
    expect(loadingDetail, 'Transaction details, loading').toEqual({});
    const loadingFollowers = await whileHeld(page, /^\/v1\/user\/(following|follower|blocked)$/, async () => {
      const manage = await openDialog(
        page,
        page.getByRole('button', { name: 'Manage Following', exact: true }),
      );
      await visible(manage.getByRole('status', { name: 'Loading' }));
      const problems = await problemsAtEveryWidth(page);
      await closeDialog(page, manage);
      return problems;
    });
    expect(loadingFollowers, 'Manage Following, loading').toEqual({});
    await failing(page, /^\/v1\/user\/transactions\/./);
    const unreadable = await openDialog(page, firstTransaction);
    await visible(unreadable.getByText('Unable to load this transaction'));
    expect(
      await dialogProblemsAtEveryWidth(
        unreadable,
        unreadable.getByRole('button', { name: 'Close', exact: true }),
      ),
      'Transaction details, unreadable',
    ).toEqual({});
    await closeDialog(page, unreadable);

    await failing(page, /^\/v1\/user\/(transactions|supported|goals)$/);
    for (const [path, heading] of [
      ['/dashboard/transactions/history', 'Transaction history'],
      ['/dashboard/supported', 'My support'],
      ['/dashboard/creator-hub/my-goals', 'My Goals'],
    ] as const) {
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1, name: heading }));
      await visible(page.getByRole('button', { name: 'Try Again', exact: true }).first());
      expect(await problemsAtEveryWidth(page), `${path}, unreadable`).toEqual({});
    }
  }, 240_000);

  it('fails on a deliberate violation: an image without a text, a button without a name, a page wider than the window, a cut label', async () => {
    const page = await creatorPage();
    await page.goto('/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: creator.pageName }));
    await quiet(page);
    await resizeTo(page, 360);
    expect(await screenProblems(page), 'before anything is added').toEqual([]);

    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const image = document.createElement('img');
      image.src = '/favicon.svg';
      main.prepend(image);
      const button = document.createElement('button');
      button.type = 'button';
      main.prepend(button);
    });
    const ids = (await screenProblems(page)).map((problem) =>
      typeof problem === 'string' ? problem : problem.id,
    );
    expect(ids).toContain('image-alt');
    expect(ids).toContain('button-name');

    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.style.width = '2000px';
      wide.style.height = '10px';
      document.querySelector('main')!.append(wide);
    });
    expect(await layoutProblems(page)).toContainEqual(expect.stringMatching(/^the page scrolls sideways/));

    await page.reload();
    const share = await openDialog(page, page.getByRole('button', { name: 'Share Profile', exact: true }));
    const toQr = share.getByRole('button', { name: 'Share QR Code', exact: true });
    expect(await cutOrBroken(share, toQr), 'Share Profile as it is').toEqual([]);
    // its main button squeezed so its label is cut
    await toQr.evaluate((button) => {
      Object.assign(button.style, { width: '60px', overflow: 'hidden', whiteSpace: 'nowrap' });
      for (const inner of Array.from(button.querySelectorAll<HTMLElement>('*')))
        Object.assign(inner.style, { overflow: 'hidden', whiteSpace: 'nowrap' });
    });
    expect(await cutOrBroken(share, toQr)).toContainEqual(expect.stringMatching(/^"Share QR Code" is cut/));
    // and its main button taken out of the dialog, to the end of the page behind it
    await toQr.evaluate((button) => {
      button.removeAttribute('style');
      document.body.append(button);
    });
    expect(
      await cutOrBroken(share, page.getByRole('button', { name: 'Share QR Code', exact: true })),
    ).toContainEqual(expect.stringMatching(/^the primary button is outside the dialog/));
  });

  // last of the file: the creator signs in with a second step from here on
  it("finds nothing in either language on the notifications, their choices, Sign-in & security with two-factor on, Tax details, the Membership tab and the staff pages' refusals; the focus follows the two-factor set-up", async () => {
    const page = await creatorPage();
    /** Opens `path` and waits for its heading and its data. */
    const opened = async (path: string, heading: string) => {
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1, name: heading }));
      await loaded(page);
    };

    // two-factor sign-in turned on: each step takes away the button pressed, and the focus goes on
    await page.goto('/dashboard/settings/security');
    const section = await visible(page.getByRole('region', { name: 'Two-factor sign-in' }));
    await section.getByRole('button', { name: 'Turn on', exact: true }).click();
    const code = section.getByLabel('Code from the app', { exact: true });
    await focusOn(code);
    // the key to type by hand, in groups of four
    const key = await visible(section.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/));
    const secret = (await key.textContent())!.replace(/\s/g, '');
    await code.fill(await appCode(journey.baseUrl, secret));
    await section.getByRole('button', { name: 'Confirm', exact: true }).click();
    await focusOn(section.getByRole('alert').filter({ hasText: 'Save your recovery codes now' }));
    expect(await problemsAtEveryWidth(page), 'the recovery codes').toEqual({});
    await section.getByRole('button', { name: 'I saved my codes', exact: true }).click();
    await focusOn(section.getByRole('heading', { name: 'Two-factor sign-in' }));

    for (const language of ['fil', 'en'] as const) {
      const words = language === 'fil' ? fil : en;
      const problems = () => problemsAtEveryWidth(page, undefined, { language });
      await page.goto('/dashboard');
      await switchLanguage(page, language);

      // the first Tab of a signed-in page skips the header and the menu
      await page.locator('body').focus();
      await page.keyboard.press('Tab');
      await focusOn(page.getByRole('link', { name: words.layout.skipToMain, exact: true }));
      await page.keyboard.press('Enter');
      await focusOn(page.getByRole('main'));

      // the creator's dashboard: the statuses of the latest transactions whole in their column
      await opened('/dashboard', creator.pageName);
      expect(await problems(), `${language}: the dashboard`).toEqual({});
      await opened('/dashboard/transactions/history', words.statements.history.title);
      expect(await problems(), `${language}: Transaction history`).toEqual({});

      // the notifications, unread, on their page and in the bell's popover
      await opened('/dashboard/notifications', words.notifications.title);
      await visible(
        page.getByRole('list', { name: words.notifications.title }).getByRole('listitem').first(),
      );
      expect(await problems(), `${language}: Notifications`).toEqual({});
      // the bell's popover, opened at each width as a phone or a laptop opens it: its labels whole (Mark all
      // as read beside the title, or under it)
      for (const width of everyWidth) {
        await resizeTo(page, width);
        await page
          .getByRole('banner')
          .getByRole('button', { name: new RegExp(`^${words.notifications.bell}`) })
          .click();
        const popover = await visible(page.getByRole('dialog', { name: words.notifications.title }));
        await visible(popover.getByRole('button', { name: words.notifications.markAllRead, exact: true }));
        await loaded(page);
        expect(await layoutProblems(page), `${language}: the bell's notifications at ${width} px`).toEqual(
          [],
        );
        await page.keyboard.press('Escape');
        await popover.waitFor({ state: 'hidden' });
      }

      for (const [path, heading] of [
        ['/dashboard/settings/notifications', words.notifications.preferencesTitle],
        ['/dashboard/settings/security', words.twoFactor.security.title],
        ['/dashboard/settings/tax', words.tax.page.title],
      ] as const) {
        await opened(path, heading);
        expect(await problems(), `${language}: ${path}`).toEqual({});
      }

      // the Membership tab of her page, as she sees it
      await opened(`/${creator.pageUrl}/membership`, creator.pageName);
      expect(await problems(), `${language}: the Membership tab`).toEqual({});

      // the staff pages turn an account that is not staff away
      await opened('/admin', 'Staff only');
      expect(await problems(), `${language}: /admin, not staff`).toEqual({});
    }

    // and ask a visitor to sign in
    await page.context().clearCookies();
    await opened('/admin', 'Staff sign in');
    expect(await problemsAtEveryWidth(page), '/admin, signed out').toEqual({});
  }, 300_000);
});
