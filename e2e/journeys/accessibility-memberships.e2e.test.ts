import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth, problemsWithAPopoverOpen } from '../support/axe.ts';
import { apiAs, uploadPhoto } from '../support/content.ts';
import { cutOrBroken } from '../support/dialog-fit.ts';
import { useJourney } from '../support/journey.ts';
import { fil, switchLanguage } from '../support/languages.ts';
import { loaded, loadedDialog, onPath, visible } from '../support/ui.ts';

const journey = useJourney();

// long names, as a 320 px phone meets them
const rosa = newCreator('Ma. Rosario Villanueva-Dela Cruz');
const bea = newCreator('Beatriz Dimaculangan-Reyes');
const carlo = newCreator('Carlo Mendoza');
const club = 'Sketch Club';
const studio = 'Studio Pass for Night Photographers';
const snapCaption = 'Quiapo at noon, before the rain';

let made: Promise<void> | undefined;

/**
 * Rosa's tiers, made once for the file through the API as the app would: Sketch Club, Studio Pass (with
 * discounts and long benefits) and an archived one, member counts shown, and a Snap open to all; Bea a member
 * of Sketch Club for a month, paid with the sandbox's GCash; Carlo a supporter with no membership yet.
 */
function tiersAndMember(): Promise<void> {
  made ??= (async () => {
    for (const person of [rosa, bea, carlo]) await register(journey.baseUrl, person);
    const creator = await journey.newPage('rosa');
    await logInFromVerificationMail(journey, creator, rosa);
    const call = (path: string, body: Record<string, unknown>, method?: 'PUT') =>
      apiAs(creator, journey.baseUrl, path, body, method);
    const sketch = await call('/v1/user/memberships/tiers', {
      name: club,
      price: '100',
      description: 'A sketch of Manila every week, and the story behind it. #komiks',
      benefits: ['A sketch a week', 'Your name in my videos'],
    });
    await call('/v1/user/memberships/tiers', {
      name: studio,
      price: '45000',
      description: 'Everything in Sketch Club, and a seat on my night walks around Binondo and Escolta.',
      benefits: [
        'A night photo walk each month, with the route and the settings I use',
        'Raw files of the month’s best frames',
      ],
      discount_6_months: 10,
      discount_12_months: 20,
    });
    const early = await call('/v1/user/memberships/tiers', { name: 'Early Birds 2024', price: '50' });
    const archived = await creator.request.delete(`/v1/user/memberships/tiers/${early.id}`, {
      headers: { origin: journey.baseUrl },
    });
    if (!archived.ok()) throw new Error(`archiving answered ${archived.status()}`);
    await call('/v1/user/memberships/settings', { show_member_counts: 1, mail_on_new_member: 1 }, 'PUT');
    await call('/v1/user/content/images/create', {
      image: await uploadPhoto(creator, journey.baseUrl, 80),
      caption: snapCaption,
    });

    const member = await journey.newPage('bea');
    await logInFromVerificationMail(journey, member, bea);
    const back = `${journey.baseUrl}/${rosa.pageUrl}/membership`;
    const checkout = await apiAs(member, journey.baseUrl, '/v1/memberships/join', {
      tier_id: sketch.id,
      months: 1,
      auto_renew: 0,
      success_redirect_url: `${back}?membership=joined`,
      failure_redirect_url: `${back}?membership=cancelled`,
    });
    // the sandbox's Pay form, sent as the browser sends it: GCash, the method chosen by default
    const paid = await member.request.post(`${new URL(checkout.link_url).pathname}/pay`, {
      form: { method: 'gcash' },
      headers: { origin: journey.baseUrl },
      maxRedirects: 0,
    });
    if (paid.status() !== 303) throw new Error(`the sandbox Pay answered ${paid.status()}`);

    // Carlo logs in once now, so his Welcome is behind him when he joins by keyboard
    await logInFromVerificationMail(journey, await journey.newPage('carlo'), carlo);
  })();
  return made;
}

/**
 * The open modal's problems at every width, and on a phone whatever of it is cut or broken and whether
 * `primary` is inside it.
 */
function modalProblems(page: Page, dialog: Locator, primary: Locator) {
  return problemsAtEveryWidth(page, async (width) => (width < 700 ? cutOrBroken(dialog, primary) : []));
}

/** Closes the modal on top with Escape. */
async function escape(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** Whether the element is the one with the keyboard focus. */
function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** Waits until `target` has the focus. */
async function focusOn(target: Locator) {
  await expect.poll(() => hasFocus(target), { message: `the focus on ${target.toString()}` }).toBe(true);
}

/** Presses Tab until `target` has the focus, as a keyboard user walks to it. */
async function tabTo(page: Page, target: Locator, presses = 80) {
  await target.waitFor({ state: 'visible' });
  for (let press = 0; press < presses; press++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${presses} presses of Tab did not reach ${target.toString()}`);
}

describe('accessibility of memberships', () => {
  it("finds no problem in the creator's My Tiers, its tier form and archive confirm, Edit Post's tiers, and Members", async () => {
    await tiersAndMember();
    const { page } = journey;
    await logIn(page, rosa);

    await page.goto('/dashboard/creator-hub/memberships');
    await visible(page.getByRole('heading', { level: 1, name: 'My Tiers' }));
    await visible(page.getByRole('article', { name: studio }));
    await visible(page.getByRole('article', { name: 'Early Birds 2024' }));
    await loaded(page);
    expect(await problemsAtEveryWidth(page), 'My Tiers').toEqual({});

    // Add a tier: empty, then sent empty with its errors under the fields
    await page.getByRole('button', { name: 'Add a tier', exact: true }).click();
    const add = await visible(page.getByRole('dialog', { name: 'Add a tier' }));
    const addTier = add.getByRole('button', { name: 'Add tier', exact: true });
    expect(await modalProblems(page, add, addTier), 'Add a tier').toEqual({});
    await add.getByRole('button', { name: 'Add a benefit', exact: true }).click();
    await addTier.click();
    await visible(add.getByText('The name field is required.'));
    expect(await modalProblems(page, add, addTier), 'Add a tier with errors').toEqual({});
    await escape(page, add);

    // Edit Tier, filled in with the longest of them
    await page.getByRole('button', { name: `Edit ${studio}`, exact: true }).click();
    const edit = await visible(page.getByRole('dialog', { name: 'Edit Tier' }));
    const save = edit.getByRole('button', { name: 'Save changes', exact: true });
    expect(await modalProblems(page, edit, save), 'Edit Tier').toEqual({});
    await escape(page, edit);

    // Archive, asked first (and not done here)
    await page.getByRole('button', { name: `Archive ${club}`, exact: true }).click();
    const archive = await visible(page.getByRole('dialog', { name: 'Archive this tier?' }));
    const confirm = archive.getByRole('button', { name: 'Archive', exact: true });
    expect(await modalProblems(page, archive, confirm), 'Archive this tier?').toEqual({});
    await archive.getByRole('button', { name: 'Cancel', exact: true }).click();
    await archive.waitFor({ state: 'hidden' });

    // Edit Post of a Snap: its Members only picker open, then a tier chosen (and not saved here)
    await page.goto('/dashboard/creator-hub/snap');
    const snap = await visible(page.getByRole('article').filter({ hasText: snapCaption }));
    await snap.getByRole('button', { name: 'Post options', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit Post', exact: true }).click();
    const editPost = await visible(page.getByRole('dialog', { name: 'Edit Post' }));
    const saveSnap = editPost.getByRole('button', { name: 'Save', exact: true });
    const membersOnly = editPost.getByLabel('Members only', { exact: true }).first();
    await membersOnly.click();
    await visible(page.getByRole('option', { name: studio }));
    expect(await problemsWithAPopoverOpen(page), 'Edit Post, the tiers listed').toEqual({});
    await page.getByRole('option', { name: studio }).click();
    await expect.poll(() => membersOnly.inputValue()).toBe(studio);
    await expect
      .poll(() => editPost.getByRole('button', { name: 'Set Content Price' }).isDisabled())
      .toBe(true);
    expect(await modalProblems(page, editPost, saveSnap), 'Edit Post, members only').toEqual({});
    await escape(page, editPost);

    await page.goto('/dashboard/creator-hub/members');
    await visible(page.getByRole('heading', { level: 1, name: 'Members' }));
    await visible(page.getByRole('link', { name: bea.pageName }).first());
    await loaded(page);
    expect(await problemsAtEveryWidth(page), 'Members').toEqual({});
    // and a search no one answers
    await page.getByLabel('Search members', { exact: true }).fill('nobody by this name');
    await visible(page.getByText('No results found.'));
    expect(await problemsAtEveryWidth(page), 'Members, no one found').toEqual({});
  }, 240_000);

  it('finds none for a member: the Membership tab, Change tier from it and from My memberships, Cancel', async () => {
    await tiersAndMember();
    const { page } = journey;
    await logIn(page, bea);

    await page.goto(`/${rosa.pageUrl}/membership`);
    await visible(page.getByText(/You are a member/));
    await visible(page.getByRole('article', { name: studio }));
    await loaded(page);
    expect(await problemsAtEveryWidth(page), 'the Membership tab of a member').toEqual({});

    // Change to this tier, from the tab: the dearer tier chosen already, an upgrade paid now
    await page.getByRole('button', { name: `Change to this tier, ${studio}`, exact: true }).click();
    let change = await visible(loadedDialog(page));
    await visible(change.getByRole('heading', { name: 'Change tier' }));
    const pay = change.getByRole('button', { name: 'Continue to payment', exact: true });
    await visible(pay);
    expect(await modalProblems(page, change, pay), 'Change tier, an upgrade').toEqual({});
    await escape(page, change);

    await page.goto('/dashboard/memberships');
    await visible(page.getByRole('heading', { level: 1, name: 'My memberships' }));
    const membership = await visible(page.getByRole('article', { name: rosa.pageName }));
    await loaded(page);
    expect(await problemsAtEveryWidth(page), 'My memberships').toEqual({});
    // its receipts opened
    await membership.getByRole('button', { name: /^Receipts \(1\)/ }).click();
    await visible(membership.getByText(`${club} · 1 month`));
    expect(await problemsAtEveryWidth(page), 'My memberships, its receipts open').toEqual({});

    // Change tier from My memberships: nothing chosen yet
    await membership
      .getByRole('button', { name: `Change tier of your membership of ${rosa.pageName}` })
      .click();
    change = await visible(loadedDialog(page));
    await visible(change.getByRole('radio', { name: new RegExp(studio) }));
    const changeTier = change.getByRole('button', { name: 'Change tier', exact: true });
    expect(await modalProblems(page, change, changeTier), 'Change tier').toEqual({});
    await escape(page, change);

    // Cancel, asked first (and not done here)
    await membership.getByRole('button', { name: `Cancel your membership of ${rosa.pageName}` }).click();
    const cancel = await visible(page.getByRole('dialog', { name: 'Cancel membership?' }));
    const keep = cancel.getByRole('button', { name: 'Keep membership', exact: true });
    expect(await modalProblems(page, cancel, keep), 'Cancel membership?').toEqual({});
    await escape(page, cancel);

    // in Filipino, whose words are longer: the tab, My memberships and Change tier read whole too
    const words = fil.membershipsSupporter;
    const inFilipino = (also?: (width: number) => Promise<string[]>) =>
      problemsAtEveryWidth(page, also, { language: 'fil' });
    await switchLanguage(page, 'fil');
    await page.goto(`/${rosa.pageUrl}/membership`);
    await visible(page.getByRole('article', { name: studio }));
    await loaded(page);
    expect(await inFilipino(), 'the Membership tab of a member, in Filipino').toEqual({});
    await page
      .getByRole('button', { name: words.tab.changeToLabel.replace('{{tier}}', studio), exact: true })
      .click();
    change = await visible(loadedDialog(page));
    await visible(change.getByRole('heading', { name: words.change.title }));
    const payInFilipino = change.getByRole('button', { name: words.change.continue, exact: true });
    await visible(payInFilipino);
    expect(
      await inFilipino(async (width) => (width < 700 ? cutOrBroken(change, payInFilipino) : [])),
      'Change tier, an upgrade, in Filipino',
    ).toEqual({});
    await escape(page, change);

    await page.goto('/dashboard/memberships');
    await visible(page.getByRole('heading', { level: 1, name: words.page.title }));
    await loaded(page);
    expect(await inFilipino(), 'My memberships, in Filipino').toEqual({});
    await page
      .getByRole('button', { name: words.card.changeTierLabel.replace('{{name}}', rosa.pageName) })
      .click();
    change = await visible(loadedDialog(page));
    await visible(change.getByRole('radio', { name: new RegExp(studio) }));
    const changeInFilipino = change.getByRole('button', { name: words.change.submit, exact: true });
    expect(
      await inFilipino(async (width) => (width < 700 ? cutOrBroken(change, changeInFilipino) : [])),
      'Change tier, in Filipino',
    ).toEqual({});
    await escape(page, change);
  }, 300_000);

  it('a supporter joins a tier with the keyboard alone, from the Membership tab to the checkout and back', async () => {
    await tiersAndMember();
    const { page } = journey;

    // a visitor on the Membership tab: every screen of it reads whole, Log in to continue too
    await page.goto(`/${rosa.pageUrl}/membership`);
    const tier = await visible(page.getByRole('article', { name: studio }));
    await loaded(page);
    expect(await problemsAtEveryWidth(page), 'the Membership tab of a visitor').toEqual({});

    // 1. Tab to Join Studio Pass (the dearest: the widest amounts); Enter asks to log in, the focus on Log in
    const joinButton = tier.getByRole('button', { name: `Join ${studio}`, exact: true });
    await tabTo(page, joinButton);
    await page.keyboard.press('Enter');
    const login = await visible(page.getByRole('dialog', { name: 'Log in to continue' }));
    const logInLink = login.getByRole('link', { name: 'Log in', exact: true });
    await focusOn(logInLink);
    await page.keyboard.press('Enter');

    // 2. the log-in form, typed and sent with Enter; back on the tab, Join Studio Pass opens by itself
    await onPath(page, '/auth/login');
    const email = page.getByLabel('Email', { exact: true });
    await tabTo(page, email);
    await page.keyboard.type(carlo.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(carlo.password);
    await page.keyboard.press('Enter');
    await onPath(page, `/${rosa.pageUrl}/membership`);
    const join = await visible(loadedDialog(page));
    await visible(join.getByRole('heading', { name: `Join ${studio}` }));
    const continueButton = join.getByRole('button', { name: 'Continue to payment', exact: true });
    await focusOn(continueButton);
    expect(await modalProblems(page, join, continueButton), 'Join').toEqual({});

    // 3. the period with the arrow keys: from 1 month to 3 months, the total with it
    const oneMonth = join.getByRole('radio', { name: /^1 month/ });
    // round the modal's loop from Continue: past the promo code's field, back to the first period
    await tabTo(page, oneMonth);
    await page.keyboard.press('ArrowDown');
    const threeMonths = join.getByRole('radio', { name: /^3 months/ });
    await focusOn(threeMonths);
    await expect.poll(() => threeMonths.isChecked()).toBe(true);
    await expect.poll(() => join.getByTestId('join-total').textContent()).toBe('₱135,000.00');
    expect(await modalProblems(page, join, continueButton), 'Join, 3 months').toEqual({});
    await focusOn(threeMonths);

    // 4. Space ticks and unticks Renew automatically on the way to Continue, which Enter presses
    const autoRenew = join.getByRole('checkbox', { name: /^Renew automatically/ });
    await page.keyboard.press('Tab');
    await focusOn(autoRenew);
    await page.keyboard.press('Space');
    await expect.poll(() => autoRenew.isChecked()).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => autoRenew.isChecked()).toBe(false);
    await tabTo(page, continueButton);
    await page.keyboard.press('Enter');

    // 5. the sandbox's checkout: GCash is chosen; Tab to Pay and Enter
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await visible(page.getByRole('heading', { level: 1, name: 'Pay ₱135,000.00' }));
    await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
    await page.keyboard.press('Enter');

    // 6. back on the tab: Membership paid, its Done focused; Enter closes it and he is a member
    await onPath(page, `/${rosa.pageUrl}/membership`);
    const paid = await visible(page.getByRole('dialog', { name: 'Membership paid' }));
    const done = paid.getByRole('button', { name: 'Done', exact: true });
    await focusOn(done);
    expect(await modalProblems(page, paid, done), 'Membership paid').toEqual({});
    await focusOn(done);
    await page.keyboard.press('Enter');
    await paid.waitFor({ state: 'hidden' });
    await visible(page.getByText(`You are a member · ${studio}`, { exact: false }));
    await visible(page.getByRole('button', { name: `Extend ${studio}`, exact: true }));
  }, 240_000);
});
