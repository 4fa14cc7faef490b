import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register, type Creator } from '../support/accounts.ts';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { apiAs, uploadPhoto } from '../support/content.ts';
import { moveClock, resetClock, runJobs } from '../support/dev-clock.ts';
import { dialogProblemsAtEveryWidth } from '../support/dialog-fit.ts';
import { useJourney } from '../support/journey.ts';
import { paidGift } from '../support/money.ts';
import { latestSmsCode } from '../support/outbox.ts';
import { screenshotAtWidths } from '../support/screens.ts';
import { auditTrailRows, makeStaff, newStaff, signInStaff } from '../support/staff.ts';
import { cellTexts, onPath, visible } from '../support/ui.ts';

// a server of its own: staff get their roles from the command run beside it (`makeStaff`), and its clock is
// moved on
const journey = useJourney({ ownServer: true });

const support = newStaff('Sol Bautista', 'support');
const finance = newStaff('Fe Manalo', 'finance');

// staff are ordinary accounts with two-factor sign-in on, given their role on the command line
beforeAll(() => makeStaff(journey, [support, finance]));

// price tiers by id: 6 is ₱100.00, 8 is ₱200.00
const pesos100 = 6;
const pesos200 = 8;

/** A snackbar (or any other alert) saying `text`. */
const alert = (container: Page | Locator, text: string) =>
  container.getByRole('alert').filter({ hasText: text });

/**
 * Reads the snackbar saying `text` and closes it, as a person does: on a phone it covers the header. One
 * that closes by itself first is as good.
 */
async function closeSnackbar(page: Page, text: string) {
  const snackbar = await visible(alert(page, text));
  const gone = snackbar.waitFor({ state: 'hidden' });
  const close = snackbar.getByRole('button', { name: 'Close notification', exact: true });
  await Promise.race([gone, close.click().catch(() => gone)]);
  await gone;
}

/** A paid Snap of one photo by the creator signed in on `page`; answers its id and the path of its page. */
async function paidSnap(page: Page, creator: Creator, priceId: number, shade: number) {
  const snap = await apiAs(page, journey.baseUrl, '/v1/user/content/images/create', {
    image: await uploadPhoto(page, journey.baseUrl, shade),
    caption: `Taal at dawn, take ${shade}`,
    price_id: priceId,
  });
  return { id: snap.id as string, path: `/${creator.pageUrl}/pixel-snap/image/${snap.id}` };
}

/**
 * The person signed in on `page` buys a Snap through the sandbox checkout, as its Pay button submits it;
 * answers the payment's reference.
 */
async function boughtThroughCheckout(page: Page, snapId: string): Promise<string> {
  const { link_url, reference } = await apiAs(page, journey.baseUrl, '/v1/user/content/images/purchase', {
    image_id: snapId,
  });
  const paid = await page.request.post(`${new URL(link_url).pathname}/pay`, {
    headers: { origin: journey.baseUrl },
    maxRedirects: 0,
  });
  expect(paid.status(), 'the sandbox Pay').toBe(303);
  return reference as string;
}

/**
 * Adds a creator's first bank as the Add Bank Account modal of the creator signed in on `page` does: the
 * fields, then the same with the code sent to the mobile number.
 */
async function addBank(
  page: Page,
  bank: { bank_slug: string; account_name: string; account_number: string; mobile_number: string },
) {
  const path = '/v1/user/banks/add/bank';
  const challenge = await apiAs(page, journey.baseUrl, path, { ...bank, confirm: 1 });
  const sms = await latestSmsCode(journey.baseUrl, bank.mobile_number);
  await apiAs(page, journey.baseUrl, path, { ...bank, otp_code: sms.code, otp_token: challenge.otp_token });
}

/** Staff search People for a person by their page address; answers the link to their page in the results. */
async function searchPeople(desk: Page, person: Creator): Promise<Locator> {
  await desk.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'People' }).click();
  await onPath(desk, '/admin', '');
  // the form is made anew for each address once it is drawn: the new one shows the field's placeholder
  const field = desk.getByLabel('Search people', { exact: true });
  await visible(field.and(desk.locator(':placeholder-shown')));
  await field.fill(person.pageUrl);
  await desk.getByRole('button', { name: 'Search', exact: true }).click();
  const found = desk.getByRole('list', { name: 'People found' });
  return visible(found.getByRole('link', { name: person.pageName, exact: true }));
}

/** Opens a person's page from the link to it; answers the person's id, which the page's address ends with. */
async function openPersonFrom(link: Locator, person: Creator): Promise<string> {
  const desk = link.page();
  await link.click();
  await desk.waitForURL((url) => url.pathname.startsWith('/admin/people/'));
  await visible(desk.getByRole('heading', { level: 1, name: person.pageName }));
  return new URL(desk.url()).pathname.split('/').pop()!;
}

/** Staff find a person on People by their page address and open their page; answers the person's id. */
async function openPerson(desk: Page, person: Creator): Promise<string> {
  return openPersonFrom(await searchPeople(desk, person), person);
}

/**
 * The audit trail's line of `action` on the person with `reason`, found with the page's filters: who did
 * it, what, and the change it made, as the table shows them.
 */
async function auditLine(desk: Page, personId: string, action: string, reason: string) {
  const line = await visible((await auditTrailRows(desk, personId, action)).filter({ hasText: reason }));
  const [, staff, what, , why, change] = await cellTexts(line);
  return { staff, what, why, change };
}

describe('the back office', () => {
  it('support finds a creator by their page address and suspends them: the page closes, sign-in says why, the audit trail keeps it', async () => {
    const creator = newCreator('Rosa Dimaculangan');
    await register(journey.baseUrl, creator);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, creator);

    // support signs in with the password and the app's code, and lands on People
    const desk = await journey.newPage('support');
    await signInStaff(desk, journey.baseUrl, support);
    await visible(desk.getByRole('heading', { level: 1, name: 'People' }));
    const found = await searchPeople(desk, creator);
    await visible(desk.getByText('1 person found', { exact: true }));
    expect(await problemsAtEveryWidth(desk), 'People').toEqual({});
    await screenshotAtWidths(desk, 'staff-people');

    const personId = await openPersonFrom(found, creator);
    await visible(desk.getByRole('region', { name: 'Profile' }).getByText('Active', { exact: true }));
    expect(await problemsAtEveryWidth(desk), 'a person').toEqual({});

    const reason = 'Posts photos taken from another photographer';
    await desk.getByRole('button', { name: 'Suspend', exact: true }).click();
    const suspend = await visible(desk.getByRole('dialog', { name: 'Suspend this account?' }));
    await suspend.getByLabel('Reason').fill(reason);
    const confirm = suspend.getByRole('button', { name: 'Suspend', exact: true });
    expect(await dialogProblemsAtEveryWidth(suspend, confirm), 'Suspend this account?').toEqual({});
    await confirm.click();
    await suspend.waitFor({ state: 'hidden' });
    await closeSnackbar(desk, 'The account is suspended.');
    await visible(alert(desk, `: ${reason}`));
    await visible(desk.getByRole('button', { name: 'Lift suspension', exact: true }));
    await screenshotAtWidths(desk, 'staff-person-suspended');

    // a visitor finds the page closed
    const visitor = await journey.newPage('visitor');
    await visitor.goto(`/${creator.pageUrl}`);
    await visible(visitor.getByRole('heading', { name: 'Content not accessible' }));

    // the creator, signed out, is told why when signing in again
    await page.goto('/auth/login');
    await page.getByLabel('Email', { exact: true }).fill(creator.email);
    await page.getByLabel('Password', { exact: true }).fill(creator.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await visible(
      page
        .getByRole('dialog')
        .getByText('Your account is suspended. Write to support@pixel.ph to ask why or to appeal.'),
    );
    expect(new URL(page.url()).pathname).toBe('/auth/login');

    // and the audit trail keeps who suspended them and why
    const line = await auditLine(desk, personId, 'person.suspend', reason);
    expect(line.staff).toContain(support.email);
    expect(line.what).toContain('person.suspend');
    expect(line.why).toBe(reason);
    expect(await problemsAtEveryWidth(desk), 'Audit trail').toEqual({});
    await screenshotAtWidths(desk, 'staff-audit');
  });

  it('finance refunds a bought Snap: the original closes to its buyer at once, the ledger and the audit trail show it', async () => {
    const creator = newCreator('Maria Santos');
    await register(journey.baseUrl, creator);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, creator);
    const snap = await paidSnap(page, creator, pesos100, 40);

    // a supporter buys it through the checkout and opens the original
    const juan = newCreator('Juan Reyes');
    await register(journey.baseUrl, juan);
    const buyer = await journey.newPage('buyer');
    await logInFromVerificationMail(journey, buyer, juan);
    await buyer.goto(snap.path);
    await buyer.getByRole('button', { name: 'View Photo', exact: true }).click();
    const confirmPayment = await visible(buyer.getByRole('dialog', { name: 'Confirm payment' }));
    await confirmPayment.getByRole('button', { name: 'Confirm payment', exact: true }).click();
    await buyer.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await visible(buyer.getByRole('heading', { level: 1, name: 'Pay ₱100.00' }));
    await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
    await onPath(buyer, snap.path);
    await visible(buyer.getByText('Thank you! The photos are yours to see.', { exact: true }));
    const fullSize = await visible(
      buyer.getByRole('link', { name: `Full size: Photo by ${creator.pageName}`, exact: true }),
    );
    const original = (await fullSize.getAttribute('href'))!;
    expect(new URL(original, journey.baseUrl).pathname).toMatch(/^\/v1\/media\/photos\/[^/]+\/original$/);
    expect((await buyer.request.get(original)).status()).toBe(200);

    // finance opens the creator's page: the sale is there, and ₱100.00 available
    const desk = await journey.newPage('finance');
    await signInStaff(desk, journey.baseUrl, finance);
    const personId = await openPerson(desk, creator);
    const available = desk.getByRole('region', { name: 'Balances' }).getByLabel('Available', { exact: true });
    await visible(available.getByText('₱100.00', { exact: true }));
    const received = desk.getByRole('table', { name: 'Payments received' });
    const sale = await visible(received.getByRole('row').filter({ hasText: juan.pageUrl }));
    const [reference] = await cellTexts(sale);
    expect(reference).toMatch(/^P-[A-Z0-9]{12}$/);
    // finance may refund, not suspend
    expect(await desk.getByRole('button', { name: 'Suspend', exact: true }).count()).toBe(0);

    const reason = 'The buyer was charged twice by their bank for this photo';
    await sale.getByRole('button', { name: `Refund ${reference}`, exact: true }).click();
    const refund = await visible(desk.getByRole('dialog', { name: `Refund ${reference}` }));
    expect(await refund.getByLabel('Amount').inputValue()).toBe('100.00');
    await refund.getByLabel('Reason').fill(reason);
    const refundButton = refund.getByRole('button', { name: 'Refund', exact: true });
    expect(await dialogProblemsAtEveryWidth(refund, refundButton), 'Refund').toEqual({});
    await refundButton.click();
    await refund.waitFor({ state: 'hidden' });
    await closeSnackbar(desk, 'The refund is on its way');

    // at once: the original's address answers 404 to its buyer, and the post is locked again
    expect((await buyer.request.get(original)).status()).toBe(404);
    await buyer.reload();
    await visible(buyer.getByRole('img', { name: `Blurred preview of a paid photo by ${creator.pageName}` }));
    await visible(buyer.getByRole('button', { name: 'View Photo', exact: true }));

    // the payment shows its refund (the provider's side follows in a job, which may have run already)
    await visible(sale.getByText(/^Refund (on its way|given)$/));
    // the ledger shows what was taken back, and nothing is available any more
    const ledgerLine = await visible(
      desk
        .getByRole('table', { name: 'Ledger' })
        .getByRole('row')
        .filter({ hasText: `Refund of ${reference}` }),
    );
    expect((await cellTexts(ledgerLine)).slice(3)).toEqual(['Available', '-₱100.00']);
    await visible(available.getByText('₱0.00', { exact: true }));
    expect(await problemsAtEveryWidth(desk), 'a person after a refund').toEqual({});
    await screenshotAtWidths(desk, 'staff-person-refunded');

    const line = await auditLine(desk, personId, 'payment.refund', reason);
    expect(line.staff).toContain(finance.email);
    expect(line.what).toContain('payment.refund');
    expect(line.change).toContain(`reference: ${reference}`);
  });

  it('support enters a new bank for a creator, which takes effect when the creator types the code sent to their number', async () => {
    const creator = newCreator('Ana Reyes');
    await register(journey.baseUrl, creator);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, creator);
    // a supporter's gift makes her dashboard a creator's, with its payout accounts
    await paidGift(journey.baseUrl, creator.pageUrl, 500);
    await page.reload();

    // her BDO account, with the number the codes go to
    const mobile = '9171234567';
    const accounts = page.getByRole('region', { name: 'Payout accounts' });
    await accounts.getByRole('button', { name: 'Add Bank Account', exact: true }).click();
    const addBank = await visible(page.getByRole('dialog', { name: 'Add Bank Account' }));
    await addBank.getByLabel('Account Name', { exact: true }).fill(creator.pageName);
    await addBank.getByLabel('Account Number', { exact: true }).fill('001234567890');
    const bankField = addBank.getByRole('button', { name: 'Bank', exact: true });
    await bankField.click();
    await page.getByRole('combobox', { name: 'Search bank' }).fill('BDO');
    await page
      .getByRole('listbox', { name: 'Banks' })
      .getByRole('option', { name: 'BDO Unibank', exact: true })
      .click();
    await expect.poll(async () => (await bankField.textContent())?.trim()).toBe('BDO Unibank');
    await addBank.getByLabel('Mobile Number', { exact: true }).fill(mobile);
    await addBank.getByRole('button', { name: 'CONTINUE', exact: true }).click();
    await visible(addBank.getByText('Enter the 6-digit code we sent to'));
    const bankSms = await latestSmsCode(journey.baseUrl, mobile);
    await addBank.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(bankSms.code);
    await visible(alert(page, 'Bank Account Successfully Added'));
    await addBank.waitFor({ state: 'hidden' });

    // she writes to support that the account is closed; support enters her new one (the staff pages have
    // no form for it yet: the call is made as the staff page would, with its session)
    const desk = await journey.newPage('support');
    await signInStaff(desk, journey.baseUrl, support);
    const personId = await openPerson(desk, creator);
    const banks = desk.getByRole('table', { name: 'Bank accounts' });
    await visible(banks.getByRole('row').filter({ hasText: 'BDO Unibank' }).getByText('Enabled'));
    const reason = 'Her BDO account was closed; she wrote from her address on file';
    const proposed = await apiAs(desk, journey.baseUrl, `/v1/admin/users/${personId}/payout-changes`, {
      kind: 'bank',
      bank_slug: 'PH_BPI',
      account_name: creator.pageName,
      account_number: '9876543210',
      reason,
    });
    expect(proposed.sent_to).toBe('+63 9** *** 4567');

    // nothing changes until she types the code sent to the number she has on file
    await page.goto('/dashboard');
    const notice = await visible(
      accounts.getByRole('region', { name: 'PIXEL support changed your payout bank' }),
    );
    await visible(notice.getByText(reason, { exact: false }));
    await visible(notice.getByText('******3210', { exact: true }));
    expect(await problemsAtEveryWidth(page), 'a change support entered').toEqual({});
    await screenshotAtWidths(page, 'support-payout-change');
    await notice.getByRole('button', { name: 'Confirm change', exact: true }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Confirm payout change' }));
    await visible(confirm.getByText('Enter the 6-digit code we sent to', { exact: false }));
    expect(await problemsAtEveryWidth(page), 'Confirm payout change').toEqual({});
    const changeSms = await latestSmsCode(journey.baseUrl, mobile, { after: bankSms.id });
    await confirm.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(changeSms.code);
    await visible(alert(page, 'Your payout details are changed.'));
    await confirm.waitFor({ state: 'hidden' });

    // the new bank is the enabled one; the old one waits to be enabled again
    const list = accounts.getByRole('list', { name: 'Bank accounts' });
    const bpi = await visible(
      list.getByRole('listitem').filter({ hasText: 'Bank of the Philippine Islands' }),
    );
    await visible(bpi.getByText('Active', { exact: true }));
    await visible(list.getByRole('button', { name: 'Enable BDO Unibank 001234567890' }));
    await notice.waitFor({ state: 'detached' });

    const line = await auditLine(desk, personId, 'payout_details.propose', reason);
    expect(line.staff).toContain(support.email);
    expect(line.change).toContain('account_number: ******3210');
  });

  it('support hides a creator’s Snap from visitors and shows it again, shows her bank’s full number, and shows a gift message her filter held; the audit trail keeps each reason', async () => {
    const creator = newCreator('Carla Mendoza');
    await register(journey.baseUrl, creator);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, creator);
    const accountNumber = '004455667788';
    await addBank(page, {
      bank_slug: 'PH_BDO',
      account_name: creator.pageName,
      account_number: accountNumber,
      mobile_number: '9171230042',
    });
    // her filter holds any gift whose message has this word
    await apiAs(page, journey.baseUrl, '/v1/user/message-filter', { phrases: ['bastos'] }, 'PUT');
    const caption = 'Batad rice terraces at dawn';
    await apiAs(page, journey.baseUrl, '/v1/user/content/images/create', {
      image: await uploadPhoto(page, journey.baseUrl, 30),
      caption,
    });
    const paid = await paidSnap(page, creator, pesos100, 160);

    // a supporter buys the paid Snap and asks for her money back; the creator declines (a request left
    // alone would reach support's queue when the last test moves the clock on)
    const bea = newCreator('Bea Aquino');
    await register(journey.baseUrl, bea);
    const supporter = await journey.newPage('supporter');
    await logInFromVerificationMail(journey, supporter, bea);
    const reference = await boughtThroughCheckout(supporter, paid.id);
    const refundReason = 'I meant to buy the sunset one';
    const asked = await apiAs(supporter, journey.baseUrl, '/v1/user/refund-requests', {
      reference,
      reason: refundReason,
    });
    const reply = 'The sunset one is the next Snap: this one stays yours';
    await apiAs(page, journey.baseUrl, `/v1/user/refund-requests/${asked.request.id}/decline`, { reply });

    // two visitors' gifts: the filter holds the second one's words
    const thanks = 'Salamat sa mga litrato!';
    const heldMessage = 'Hindi ka bastos, idol: ang ganda ng Batad!';
    await paidGift(journey.baseUrl, creator.pageUrl, 150, {
      supporter_name: 'Mika',
      supporter_message: thanks,
    });
    await paidGift(journey.baseUrl, creator.pageUrl, 200, {
      supporter_name: 'Tonyo',
      supporter_message: heldMessage,
    });

    // a visitor finds the free Snap, and a wall without the held message
    const visitor = await journey.newPage('visitor');
    await visitor.goto(`/${creator.pageUrl}`);
    await visible(visitor.getByRole('article').filter({ hasText: thanks }));
    expect(await visitor.getByText(heldMessage).count()).toBe(0);
    await visitor.goto(`/${creator.pageUrl}/pixel-snap`);
    const freeTile = await visible(visitor.getByRole('link', { name: `Snap: ${caption}`, exact: true }));
    const paidTile = visitor.getByRole('link', { name: /^Snap, locked, ₱100\.00: Taal at dawn/ });
    await visible(paidTile);

    // support opens her page: her two posts, and the refund request asked of her
    const desk = await journey.newPage('support');
    await signInStaff(desk, journey.baseUrl, support);
    const personId = await openPerson(desk, creator);
    const posts = desk.getByRole('table', { name: 'Posts' });
    const post = await visible(posts.getByRole('row').filter({ hasText: caption }));
    expect((await cellTexts(post)).slice(1, 5)).toEqual(['Snap', 'Public', '—', '0']);
    await visible(posts.getByRole('row').filter({ hasText: 'Taal at dawn' }));
    const request = await visible(
      desk.getByRole('table', { name: 'Refund requests' }).getByRole('row').filter({ hasText: reference }),
    );
    expect((await cellTexts(request)).slice(0, 6)).toEqual([
      reference,
      `${bea.pageName} → ${creator.pageName}`,
      '₱100.00',
      'Declined',
      refundReason,
      reply,
    ]);
    expect(await problemsAtEveryWidth(desk), 'a person with posts and a refund request').toEqual({});
    await screenshotAtWidths(desk, 'staff-person-posts');

    // support hides the free Snap, with why
    const hideReason = 'Shows a stranger’s face and home address';
    await post.getByRole('button', { name: `Hide Snap: ${caption}`, exact: true }).click();
    const hide = await visible(desk.getByRole('dialog', { name: 'Hide this post?' }));
    await hide.getByLabel('Reason').fill(hideReason);
    const hideButton = hide.getByRole('button', { name: 'Hide post', exact: true });
    expect(await dialogProblemsAtEveryWidth(hide, hideButton), 'Hide this post?').toEqual({});
    await screenshotAtWidths(desk, 'staff-hide-post', { windowOnly: true });
    await hideButton.click();
    await hide.waitFor({ state: 'hidden' });
    await closeSnackbar(desk, 'The post is hidden. Its creator was told why.');
    await visible(post.getByText('Hidden', { exact: true }));
    await visible(post.getByText(`: ${hideReason}`, { exact: false }));
    const showAgain = await visible(
      post.getByRole('button', { name: `Show again Snap: ${caption}`, exact: true }),
    );

    // the visitor no longer finds it (the paid one is still there); the creator is told why, and still has it
    await visitor.reload();
    await visible(paidTile);
    expect(await freeTile.count()).toBe(0);
    const hidMail = await journey.latestMailTo(creator.email, {
      subject: 'PIXEL support hid one of your posts',
    });
    expect(hidMail.body).toContain(hideReason);
    await page.goto(`/${creator.pageUrl}/pixel-snap`);
    await page.getByRole('link', { name: `Snap, hidden by PIXEL support: ${caption}`, exact: true }).click();
    await visible(page.getByText('Hidden by PIXEL support', { exact: true }));
    await visible(page.getByText(`Support's reason: ${hideReason}`, { exact: true }));
    await screenshotAtWidths(page, 'creator-hidden-post');

    // support shows it again, with why: the visitor finds it again
    const showReason = 'The person in the photo wrote to us that they agree to it';
    await showAgain.click();
    const show = await visible(desk.getByRole('dialog', { name: 'Show this post again?' }));
    await show.getByLabel('Reason').fill(showReason);
    await show.getByRole('button', { name: 'Show again', exact: true }).click();
    await show.waitFor({ state: 'hidden' });
    await closeSnackbar(desk, 'The post is shown again. Its creator was told.');
    await visible(post.getByRole('button', { name: `Hide Snap: ${caption}`, exact: true }));
    await visitor.reload();
    await visible(freeTile);

    // her bank's number is masked until support says why they need it in full
    const banks = desk.getByRole('region', { name: 'Bank accounts' });
    const bdo = banks.getByRole('row').filter({ hasText: 'BDO Unibank' });
    expect((await cellTexts(bdo))[2]).toMatch(/^\*+7788$/);
    const revealReason = 'She asks why her payout bounced: checking the number with her bank’s letter';
    await banks.getByRole('button', { name: 'Show numbers', exact: true }).click();
    const reveal = await visible(desk.getByRole('dialog', { name: 'Show the full numbers?' }));
    await reveal.getByLabel('Reason').fill(revealReason);
    const revealButton = reveal.getByRole('button', { name: 'Show numbers', exact: true });
    expect(await dialogProblemsAtEveryWidth(reveal, revealButton), 'Show the full numbers?').toEqual({});
    await screenshotAtWidths(desk, 'staff-show-numbers', { windowOnly: true });
    await revealButton.click();
    await reveal.waitFor({ state: 'hidden' });
    await closeSnackbar(desk, 'The full numbers are shown until you leave this page.');
    await expect.poll(async () => (await cellTexts(bdo))[2]).toBe(accountNumber);
    await visible(banks.getByText('Shown in full', { exact: true }));
    expect(await problemsAtEveryWidth(desk), 'a person with the numbers shown').toEqual({});

    // Held messages: support shows the held one as sent
    await desk
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Held messages' })
      .click();
    await onPath(desk, '/admin/held-messages');
    await visible(desk.getByRole('heading', { level: 1, name: 'Held messages' }));
    const held = await visible(
      desk.getByRole('table', { name: 'Held messages' }).getByRole('row').filter({ hasText: heldMessage }),
    );
    expect((await cellTexts(held)).slice(0, 4)).toEqual([
      `@${creator.pageUrl}`,
      'Tonyo',
      '₱200.00',
      heldMessage,
    ]);
    expect(await problemsAtEveryWidth(desk), 'Held messages').toEqual({});
    await screenshotAtWidths(desk, 'staff-held-messages');
    const approveReason = 'A compliment: the filter caught a word in it';
    await held
      .getByRole('button', { name: `Show as sent: the gift from Tonyo to @${creator.pageUrl}`, exact: true })
      .click();
    const approve = await visible(desk.getByRole('dialog', { name: 'Show this message as sent?' }));
    await approve.getByLabel('Reason').fill(approveReason);
    const approveButton = approve.getByRole('button', { name: 'Show as sent', exact: true });
    expect(await dialogProblemsAtEveryWidth(approve, approveButton), 'Show this message as sent?').toEqual(
      {},
    );
    await screenshotAtWidths(desk, 'staff-show-as-sent', { windowOnly: true });
    await approveButton.click();
    await approve.waitFor({ state: 'hidden' });
    await closeSnackbar(desk, 'The gift shows with its message.');
    await held.waitFor({ state: 'detached' });
    await visible(desk.getByText('No messages are held.', { exact: true }));

    // the gift's message is on her wall now
    await visitor.goto(`/${creator.pageUrl}`);
    await visible(visitor.getByRole('article').filter({ hasText: heldMessage }));

    // and the audit trail keeps each, with its reason
    const lines: [action: string, reason: string, change: RegExp][] = [
      ['post.hide', hideReason, /^kind: snap, .*hidden: false.* → hidden: true$/],
      ['post.show', showReason, /^kind: snap, .*hidden: true.* → hidden: false$/],
      ['person.reveal', revealReason, /^—$/],
      ['held_message.approve', approveReason, /^— → gift_id: \S+$/],
    ];
    for (const [action, reason, change] of lines) {
      const line = await auditLine(desk, personId, action, reason);
      expect(line.staff, action).toContain(support.email);
      expect(line.what, action).toContain(action);
      expect(line.why, action).toBe(reason);
      expect(line.change, action).toMatch(change);
    }
  }, 240_000);

  // last: the clock moves 3 days on, and codes of an app already used at a later time are refused
  it('a supporter asks for a refund from My support: the creator approves one, and support decides the one left alone for 3 days', async () => {
    const creator = newCreator('Liza Soberano');
    await register(journey.baseUrl, creator);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, creator);
    const first = await paidSnap(page, creator, pesos100, 80);
    const second = await paidSnap(page, creator, pesos200, 120);

    const bea = newCreator('Bea Alonzo');
    await register(journey.baseUrl, bea);
    const supporter = await journey.newPage('supporter');
    await logInFromVerificationMail(journey, supporter, bea);
    const firstReference = await boughtThroughCheckout(supporter, first.id);
    const secondReference = await boughtThroughCheckout(supporter, second.id);

    // she asks for her ₱100.00 back from My support
    await supporter.goto('/dashboard/supported');
    await visible(supporter.getByRole('heading', { level: 1, name: 'My support' }));
    const bought = (amount: string) =>
      supporter.getByRole('article').filter({ hasText: amount }).filter({ hasText: creator.pageName });
    const askFor = async (amount: string, reason: string) => {
      await bought(amount).getByRole('button', { name: 'Ask for a refund', exact: true }).click();
      const ask = await visible(supporter.getByRole('dialog', { name: 'Ask for a refund' }));
      await ask.getByLabel('Reason').fill(reason);
      return ask;
    };
    const ask = await askFor('₱100.00', 'The photo is blurry, not like the preview');
    const send = ask.getByRole('button', { name: 'Send request', exact: true });
    expect(await dialogProblemsAtEveryWidth(ask, send), 'Ask for a refund').toEqual({});
    await send.click();
    await ask.waitFor({ state: 'hidden' });
    await closeSnackbar(supporter, 'Your request is sent.');
    await visible(bought('₱100.00').getByText('Refund asked: waiting for the creator', { exact: true }));
    expect(await problemsAtEveryWidth(supporter), 'My support').toEqual({});

    // the creator approves it on Refund requests
    await page.goto('/dashboard/refund-requests');
    const requests = page.getByRole('list', { name: 'Refund requests' });
    const request = await visible(
      requests.getByRole('listitem', { name: `${bea.pageName}, ${firstReference}`, exact: true }),
    );
    expect(await problemsAtEveryWidth(page), 'Refund requests').toEqual({});
    await request.getByRole('button', { name: 'Approve refund', exact: true }).click();
    const approve = await visible(page.getByRole('dialog', { name: 'Approve refund' }));
    await approve.getByLabel('Reply (optional)').fill('Sorry about that!');
    const approveButton = approve.getByRole('button', { name: 'Approve refund', exact: true });
    expect(await dialogProblemsAtEveryWidth(approve, approveButton), 'Approve refund').toEqual({});
    await approveButton.click();
    await approve.waitFor({ state: 'hidden' });
    await visible(request.getByText('Refunded', { exact: true }));

    // her My support shows it given back
    await supporter.reload();
    await visible(bought('₱100.00').getByText('Refund approved', { exact: true }));

    // the other request the creator leaves alone: 3 days on, it is with support
    const reason = 'I bought it twice by mistake';
    const other = await askFor('₱200.00', reason);
    await other.getByRole('button', { name: 'Send request', exact: true }).click();
    await other.waitFor({ state: 'hidden' });
    await visible(bought('₱200.00').getByText('Refund asked: waiting for the creator', { exact: true }));
    await moveClock(journey.baseUrl, 3 * 86_400 + 60);
    await runJobs(journey.baseUrl);
    await supporter.reload();
    await visible(bought('₱200.00').getByText('Refund asked: with PIXEL support', { exact: true }));
    await page.reload();
    await visible(
      requests
        .getByRole('listitem', { name: `${bea.pageName}, ${secondReference}`, exact: true })
        .getByText('With PIXEL support', { exact: true }),
    );

    // support decides it from their queue
    const desk = await journey.newPage('support');
    await signInStaff(desk, journey.baseUrl, support, '/admin/refund-requests');
    await visible(desk.getByRole('heading', { level: 1, name: 'Refund requests' }));
    const queue = desk.getByRole('list', { name: 'Refund requests' });
    const waiting = await visible(
      queue.getByRole('listitem', { name: `Refund request ${secondReference}`, exact: true }),
    );
    await visible(waiting.getByText(reason, { exact: true }));
    expect(await problemsAtEveryWidth(desk), 'support’s refund requests').toEqual({});
    await screenshotAtWidths(desk, 'staff-refund-requests');
    await waiting.getByRole('button', { name: `Approve refund ${secondReference}`, exact: true }).click();
    const decide = await visible(desk.getByRole('dialog', { name: 'Approve this refund?' }));
    await decide.getByLabel('Reason').fill('Bought twice: the second is given back');
    const decideButton = decide.getByRole('button', { name: 'Approve refund', exact: true });
    expect(await dialogProblemsAtEveryWidth(decide, decideButton), 'Approve this refund?').toEqual({});
    await decideButton.click();
    await decide.waitFor({ state: 'hidden' });
    await waiting.waitFor({ state: 'detached' });
    await visible(desk.getByText('No refund requests are with support.', { exact: true }));

    await supporter.reload();
    await visible(bought('₱200.00').getByText('Refund approved', { exact: true }));
    await resetClock(journey.baseUrl);
  });
});
