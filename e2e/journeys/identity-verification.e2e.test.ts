import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { payoutMessages } from '@pixel/contract';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { dialogProblemsAtEveryWidth } from '../support/dialog-fit.ts';
import { moveClock, runJobs } from '../support/dev-clock.ts';
import { apiAs } from '../support/content.ts';
import { useJourney } from '../support/journey.ts';
import { paidGift } from '../support/money.ts';
import { latestSmsCode } from '../support/outbox.ts';
import { screenshotAtWidths } from '../support/screens.ts';
import { auditTrailRows, makeStaff, newStaff, signInStaff } from '../support/staff.ts';
import { cellTexts, fieldError, onPath, visible } from '../support/ui.ts';

// a server of its own: staff get their roles from the command run beside it (`makeStaff`), and its clock is
// moved on
const journey = useJourney({ ownServer: true });

const support = newStaff('Sol Bautista', 'support');
// an identity approval takes two staff members who may review identities (decision 0121)
const colleague = newStaff('Lito Garcia', 'support');
// finance reviews payouts but may not open anyone's ID (decision 0106)
const finance = newStaff('Fe Manalo', 'finance');

// staff are ordinary accounts with two-factor sign-in on, given their role on the command line
beforeAll(() => makeStaff(journey, [support, colleague, finance]));

type Photo = { name: string; mimeType: string; buffer: Buffer; width: number };

/**
 * A photo as a phone takes one: an SVG drawing (a card on a wooden table, or a face) turned into pixels by
 * sharp, as a JPEG or a PNG, big enough for the server's 300 px least side.
 */
async function drawn(name: string, width: number, height: number, svg: string): Promise<Photo> {
  const image = sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svg}</svg>`),
  ).flatten({ background: '#8b6b4a' });
  const jpeg = name.endsWith('.jpg');
  const buffer = await (jpeg ? image.jpeg({ quality: 85 }) : image.png()).toBuffer();
  return { name, mimeType: jpeg ? 'image/jpeg' : 'image/png', buffer, width };
}

const text = (x: number, y: number, size: number, fill: string, words: string, weight = 400) =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${words}</text>`;

/** A card of `width` × `height` on a table: a coloured band with `title`, a portrait, and lines of text. */
function card(width: number, height: number, band: string, title: string, lines: string[]) {
  return [
    `<rect x="24" y="24" width="${width - 48}" height="${height - 48}" rx="28" fill="#eef3f8"/>`,
    `<rect x="24" y="24" width="${width - 48}" height="84" rx="28" fill="${band}"/>`,
    text(56, 78, 30, '#ffffff', 'REPUBLIC OF THE PHILIPPINES', 700),
    text(56, 150, 28, band, title),
    `<rect x="56" y="180" width="200" height="${height - 260}" fill="#b8c7d9"/>`,
    `<circle cx="156" cy="270" r="56" fill="#7d93ab"/>`,
    ...lines.map((line, index) => text(290, 220 + index * 46, 26, '#1f2933', line)),
  ].join('');
}

const licenceFront = () =>
  drawn(
    'licence-front.jpg',
    900,
    580,
    card(900, 580, '#1d4e89', 'DRIVER&apos;S LICENSE · SPECIMEN', [
      'SANTOS, MARIA CLARA D.',
      'N01-12-345678',
      'BIRTH 1994/03/04',
      'EXP 2029/03/04',
    ]),
  );
const licenceBack = () =>
  drawn(
    'licence-back.jpg',
    900,
    580,
    card(900, 580, '#1d4e89', 'CONDITIONS · RESTRICTIONS', ['BLOOD TYPE O+', 'RESTRICTIONS 1, 2', 'NONE']),
  );
const passportPage = () =>
  drawn(
    'passport.jpg',
    1000,
    700,
    card(1000, 700, '#6b1d3a', 'PASAPORTE / PASSPORT · SPECIMEN', [
      'SANTOS',
      'MARIA CLARA DIMAGIBA',
      '04 MAR 1994',
      'P1234567A',
    ]) + text(56, 650, 26, '#1f2933', 'P&lt;PHLSANTOS&lt;&lt;MARIA&lt;CLARA&lt;DIMAGIBA&lt;&lt;&lt;&lt;&lt;'),
  );
/** A face in front of a wall: the selfie, sent as a PNG (the server keeps a JPEG of it). */
const selfie = (shirt: string) =>
  drawn(
    `selfie-${shirt.slice(1)}.png`,
    600,
    800,
    [
      '<rect width="600" height="800" fill="#d9e4dd"/>',
      `<ellipse cx="300" cy="760" rx="240" ry="200" fill="${shirt}"/>`,
      '<rect x="262" y="470" width="76" height="110" fill="#c68b59"/>',
      '<ellipse cx="300" cy="360" rx="150" ry="190" fill="#d9a066"/>',
      '<path d="M150 330 Q160 150 300 150 Q440 150 450 330 Q420 220 300 215 Q180 220 150 330Z" fill="#2b1b12"/>',
      '<circle cx="245" cy="350" r="14" fill="#2b1b12"/>',
      '<circle cx="355" cy="350" r="14" fill="#2b1b12"/>',
      '<path d="M240 450 Q300 500 360 450" stroke="#8a3b2e" stroke-width="10" fill="none"/>',
    ].join(''),
  );

/** A snackbar (or any other alert) saying `words`. */
const alert = (container: Page | Locator, words: string) =>
  container.getByRole('alert').filter({ hasText: words });

/**
 * Reads the snackbar saying `words` and closes it, as a person does: on a phone it covers the header. One
 * that closes by itself first is as good.
 */
async function closeSnackbar(page: Page, words: string) {
  const snackbar = await visible(alert(page, words));
  const gone = snackbar.waitFor({ state: 'hidden' });
  const close = snackbar.getByRole('button', { name: 'Close notification', exact: true });
  await Promise.race([gone, close.click().catch(() => gone)]);
  await gone;
}

/**
 * The form's field labelled `label` (plain words): a required field's label ends with an asterisk, hidden
 * from screen readers but not from the label's text.
 */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}( \\*)?$`));

/**
 * Chooses `photo` for the photo field labelled `label` as a person does: presses the field, which opens the
 * file picker, and picks the file; then waits for its preview to be drawn.
 */
async function choosePhoto(form: Locator, label: string, photo: Photo) {
  const [picker] = await Promise.all([form.page().waitForEvent('filechooser'), field(form, label).click()]);
  expect(picker.isMultiple(), label).toBe(false);
  await picker.setFiles({ name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer });
  const preview = form.getByRole('img', { name: `Preview: ${label.toLowerCase()}`, exact: true });
  await expect.poll(() => naturalWidth(preview), { timeout: 15_000 }).toBe(photo.width);
}

/** The width of the picture an `<img>` has loaded; 0 while it loads or when it failed to. */
const naturalWidth = (image: Locator) =>
  image.evaluate((element) => {
    const img = element as HTMLImageElement;
    return img.complete ? img.naturalWidth : 0;
  });

/** Staff open a page of the staff menu, without the filters it was last left with. */
async function openStaffPage(desk: Page, name: string, pathname: string) {
  await desk.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name, exact: true }).click();
  await onPath(desk, pathname, '');
}

/** Every line of the audit trail on the person of `action`, as the table shows them, newest first. */
async function auditLines(desk: Page, personId: string, action: string) {
  const rows = await auditTrailRows(desk, personId, action);
  await visible(rows.first());
  return Promise.all(
    (await rows.all()).map(async (row) => {
      const [, staff, what, , why, change] = await cellTexts(row);
      return { staff, what, why, change };
    }),
  );
}

describe('identity verification', () => {
  it('a creator sends her licence and a selfie, support rejects it with a reason, she sends her passport and two support members approve it; no one else opens the photos, and the audit trail keeps every look and answer', async () => {
    const creator = newCreator('Clara Santos');
    await register(journey.baseUrl, creator);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, creator);

    // she has ₱500.00 from a supporter, and her bank keeps her account under her married name
    await paidGift(journey.baseUrl, creator.pageUrl, 500);
    const bank = { name: 'BDO Unibank', accountName: 'Ma. Clara Santos-Reyes', mobileNumber: '9171234567' };
    const addBank = {
      bank_slug: 'PH_BDO',
      account_name: bank.accountName,
      account_number: '004455667788',
      mobile_number: `+63 ${bank.mobileNumber}`,
    };
    const challenge = await apiAs(page, journey.baseUrl, '/v1/user/banks/add/bank', {
      ...addBank,
      confirm: 1,
    });
    const bankSms = await latestSmsCode(journey.baseUrl, bank.mobileNumber);
    await apiAs(page, journey.baseUrl, '/v1/user/banks/add/bank', {
      ...addBank,
      otp_code: bankSms.code,
      otp_token: challenge.otp_token,
    });

    // 1. her first payout: the Withdraw form is not offered before she is verified; it sends her to verify
    await page.reload();
    const openWithdraw = async () => {
      await page
        .getByRole('region', { name: 'Available balance' })
        .getByRole('button', { name: 'Withdraw', exact: true })
        .click();
      const options = await visible(page.getByRole('dialog', { name: 'Select Payout Option' }));
      await options.getByRole('button', { name: /^Standard/ }).click();
      return visible(page.getByRole('dialog', { name: 'Withdraw' }));
    };
    let withdraw = await openWithdraw();
    const verifyPanel = await visible(
      withdraw.getByRole('region', { name: 'One step before your first payout' }),
    );
    await visible(
      verifyPanel.getByText(
        'Verify your identity before your first payout. It takes a few minutes: your legal name, a government ID and a selfie.',
        { exact: true },
      ),
    );
    expect(await withdraw.getByLabel('Amount', { exact: true }).count()).toBe(0);
    expect(await problemsAtEveryWidth(page), 'Withdraw before verifying').toEqual({});
    await screenshotAtWidths(page, 'withdraw-verify-first');
    await verifyPanel.getByRole('link', { name: 'Verify your identity', exact: true }).click();
    await onPath(page, '/dashboard/settings/verification');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // the page is also in the account's section of the menu, where she finds it another day
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await menu.getByRole('button', { name: 'Account & security', exact: true }).click();
    await menu.getByRole('link', { name: 'Identity verification', exact: true }).click();
    await onPath(page, '/dashboard/settings/verification');
    // the menu scrolled to the link she pressed: back at its top, as the page opens for anyone else (its
    // first entries, scrolled out under the header, are a scroll, not a contrast question)
    await menu.evaluate((nav) => nav.scrollTo(0, 0));
    await visible(page.getByRole('heading', { level: 1, name: 'Identity verification' }));
    await visible(page.getByRole('heading', { level: 2, name: 'Your details' }));
    const form = await visible(page.getByRole('form', { name: 'Identity verification' }));
    expect(await problemsAtEveryWidth(page), 'the empty form').toEqual({});
    await screenshotAtWidths(page, 'identity-form');

    // her details, her driver's licence front and back; she forgets the selfie at first
    const legalName = 'Maria Clara Dimagiba Santos';
    const address = 'Unit 4B, 123 Mabini Street, Barangay San Antonio\nPasig City, Metro Manila 1600';
    await field(form, 'Legal name').fill(legalName);
    await field(form, 'Birth date').fill('1994-03-04');
    await field(form, 'Address').fill(address);
    await field(form, 'ID type').selectOption({ label: "Driver's license" });
    await choosePhoto(form, 'Photo of the front of your ID', await licenceFront());
    await choosePhoto(form, 'Photo of the back of your ID', await licenceBack());
    const send = form.getByRole('button', { name: 'Send for checking', exact: true });
    await send.click();
    const selfieField = field(form, 'Selfie');
    await expect
      .poll(() => fieldError(page, selfieField, 'The selfie is required.'))
      .toMatchObject({ invalid: 'true', shownBelowField: true });
    // the one field to fix has the focus
    expect(await selfieField.evaluate((element) => element === document.activeElement)).toBe(true);
    await choosePhoto(form, 'Selfie', await selfie('#2f6f4f'));
    expect(await problemsAtEveryWidth(page), 'the filled form').toEqual({});
    await screenshotAtWidths(page, 'identity-form-filled');
    await send.click();
    await closeSnackbar(
      page,
      'Thank you. PIXEL support is checking your details and will tell you by email.',
    );

    // the page says it is being checked, and asks nothing more
    const checking = await visible(alert(page, 'We are checking your details'));
    await visible(
      checking.getByText('PIXEL support will tell you by email when it is done.', { exact: true }),
    );
    await form.waitFor({ state: 'detached' });
    expect(await problemsAtEveryWidth(page), 'checking').toEqual({});
    await screenshotAtWidths(page, 'identity-pending');
    // her own calls say the state and the details, never where the photos are
    const state = await page.request.get('/v1/user/verification');
    expect(state.status()).toBe(200);
    const stateText = await state.text();
    expect(JSON.parse(stateText).data).toMatchObject({ state: 'pending' });
    expect(stateText).not.toMatch(/\/files\/|identity\//);

    // support signs in with the app's code and opens Identity checks: hers waits there
    const desk = await journey.newPage('support');
    await signInStaff(desk, journey.baseUrl, support);
    await openStaffPage(desk, 'Identity checks', '/admin/verifications');
    await visible(desk.getByRole('heading', { level: 1, name: 'Identity checks' }));
    const waiting = (idType: string) =>
      desk
        .getByRole('table', { name: 'Identity checks' })
        .getByRole('row')
        .filter({ hasText: `@${creator.pageUrl}` })
        .filter({ hasText: idType });
    const first = await visible(waiting("Driver's license"));
    expect((await cellTexts(first)).slice(0, 2)).toEqual([
      `${creator.pageName} @${creator.pageUrl}`,
      "Driver's license",
    ]);
    expect(await problemsAtEveryWidth(desk), 'Identity checks').toEqual({});
    await screenshotAtWidths(desk, 'staff-identity-checks');

    // named after what it says: Review (Open on the answered tabs)
    const review = new RegExp(`^(Review|Open) the identity check of ${creator.pageName}$`);
    await first.getByRole('link', { name: review }).click();
    await desk.waitForURL((url) => url.pathname.startsWith('/admin/verifications/'));
    const firstId = new URL(desk.url()).pathname.split('/').pop()!;
    await visible(desk.getByRole('heading', { level: 1, name: 'Identity check' }));
    const details = await visible(desk.getByRole('region', { name: 'Details' }));
    await visible(details.getByText(legalName, { exact: true }));
    await visible(details.getByText(address, { exact: true }));
    await visible(details.getByText("Driver's license", { exact: true }));
    const personLink = details.getByRole('link', { name: creator.pageName, exact: true });
    const personId = (await personLink.getAttribute('href'))!.split('/').pop()!;

    // the three photos load, each as large as it was taken
    const photos = desk.getByRole('region', { name: 'Photos' });
    const firstPhotos: [name: string, width: number][] = [
      ['ID front', 900],
      ['ID back', 900],
      ['Selfie', 600],
    ];
    for (const [name, width] of firstPhotos) {
      const image = photos.getByRole('img', { name, exact: true });
      await expect.poll(() => naturalWidth(image), { message: name, timeout: 15_000 }).toBe(width);
    }
    expect(await problemsAtEveryWidth(desk), 'an identity check').toEqual({});
    await screenshotAtWidths(desk, 'staff-identity-check');

    // pressing a photo opens it larger
    await photos.getByRole('button', { name: 'Open the id front larger', exact: true }).click();
    const viewer = await visible(desk.getByRole('dialog', { name: 'ID front' }));
    await expect
      .poll(() => naturalWidth(viewer.getByRole('img', { name: 'ID front', exact: true })), {
        timeout: 15_000,
      })
      .toBe(900);
    expect(await problemsAtEveryWidth(desk), 'a photo opened larger').toEqual({});
    await screenshotAtWidths(desk, 'staff-identity-photo', { windowOnly: true });
    await desk.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    // the photos' addresses answer support with the JPEG the server keeps (the PNG selfie too), and no one else
    const fileUrl = (id: string, side: string) => `/v1/admin/verifications/${id}/files/${side}`;
    for (const side of ['front', 'selfie']) {
      const file = await desk.request.get(fileUrl(firstId, side));
      expect(file.status(), side).toBe(200);
      expect(file.headers()['content-type'], side).toBe('image/jpeg');
      expect(file.headers()['cache-control'], side).toBe('private, no-store');
      expect((await file.body()).subarray(0, 3).toString('hex'), side).toBe('ffd8ff');
    }
    const visitor = await journey.newPage('visitor');
    const other = newCreator('Juan Reyes');
    await register(journey.baseUrl, other);
    const otherPage = await journey.newPage('another creator');
    await logInFromVerificationMail(journey, otherPage, other);
    const financeDesk = await journey.newPage('finance');
    await signInStaff(financeDesk, journey.baseUrl, finance);
    // to each of them the photos' addresses answer as if nothing were there
    const outsiders: [who: string, page: Page][] = [
      ['a visitor', visitor],
      ['the creator herself', page],
      ['another creator', otherPage],
      ['finance', financeDesk],
    ];
    for (const [who, outsider] of outsiders) {
      for (const side of ['front', 'back', 'selfie']) {
        const refused = await outsider.request.get(fileUrl(firstId, side));
        expect(refused.status(), `${who}: ${side}`).toBe(404);
        expect(refused.headers()['content-type'], `${who}: ${side}`).not.toMatch(/^image\//);
      }
    }

    // support rejects it, saying what to fix
    const rejectReason =
      'The name on the licence cannot be read: the photo is blurred. Take it again in daylight, or send your passport.';
    await desk.getByRole('button', { name: 'Reject', exact: true }).click();
    const reject = await visible(desk.getByRole('dialog', { name: 'Reject this identity check?' }));
    await visible(reject.getByText(legalName, { exact: true }));
    await reject.getByLabel('Reason').fill(rejectReason);
    const rejectButton = reject.getByRole('button', { name: 'Reject', exact: true });
    expect(await dialogProblemsAtEveryWidth(reject, rejectButton), 'Reject this identity check?').toEqual({});
    await screenshotAtWidths(desk, 'staff-identity-reject', { windowOnly: true });
    await rejectButton.click();
    await reject.waitFor({ state: 'hidden' });
    await closeSnackbar(
      desk,
      'Verification rejected. The creator is told why by email and can send it again.',
    );
    await visible(details.getByText(rejectReason, { exact: true }));
    await visible(details.getByText('Rejected', { exact: true }));
    expect(await desk.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);

    // she is mailed why, with the way back to the page
    const rejectedMail = await journey.latestMailTo(creator.email, {
      subject: 'We could not verify your identity',
    });
    expect(rejectedMail.body).toContain(rejectReason);
    expect(rejectedMail.body).toContain(`${journey.baseUrl}/dashboard/settings/verification`);

    // and reads it on the page, with her details filled in again for another try
    await page.reload();
    const rejected = await visible(alert(page, 'We could not verify your identity'));
    await visible(rejected.getByText(rejectReason, { exact: true }));
    await visible(page.getByRole('heading', { level: 2, name: 'Send your details again' }));
    await visible(form);
    expect(await field(form, 'Legal name').inputValue()).toBe(legalName);
    expect(await field(form, 'Birth date').inputValue()).toBe('1994-03-04');
    expect(await field(form, 'Address').inputValue()).toBe(address);
    const idType = field(form, 'ID type');
    expect(await idType.inputValue()).toBe('drivers_license');
    expect(await problemsAtEveryWidth(page), 'rejected').toEqual({});
    await screenshotAtWidths(page, 'identity-rejected');

    // her passport this time: its data page has no back to send
    await idType.selectOption({ label: 'Passport' });
    await field(form, 'Photo of the back of your ID').waitFor({ state: 'detached' });
    await choosePhoto(form, 'Photo of the front of your ID', await passportPage());
    await choosePhoto(form, 'Selfie', await selfie('#8a2d4f'));
    await send.click();
    await closeSnackbar(
      page,
      'Thank you. PIXEL support is checking your details and will tell you by email.',
    );
    await visible(alert(page, 'We are checking your details'));
    await form.waitFor({ state: 'detached' });

    // support finds it waiting, with the rejected one under Earlier checks
    await desk.getByRole('link', { name: '← Back to identity checks', exact: true }).click();
    await onPath(desk, '/admin/verifications');
    const second = await visible(waiting('Passport'));
    await second.getByRole('link', { name: review }).click();
    await desk.waitForURL(
      (url) => url.pathname.startsWith('/admin/verifications/') && !url.pathname.endsWith(firstId),
    );
    const secondId = new URL(desk.url()).pathname.split('/').pop()!;
    await visible(details.getByText('Passport', { exact: true }));
    const earlier = await visible(desk.getByRole('region', { name: 'Earlier checks' }));
    expect(await earlier.getByRole('link', { name: 'Rejected', exact: true }).getAttribute('href')).toBe(
      `/admin/verifications/${firstId}`,
    );
    const secondPhotos: [name: string, width: number][] = [
      ['ID front', 1000],
      ['Selfie', 600],
    ];
    for (const [name, width] of secondPhotos) {
      const image = photos.getByRole('img', { name, exact: true });
      await expect.poll(() => naturalWidth(image), { message: name, timeout: 15_000 }).toBe(width);
    }
    expect(await photos.getByRole('img', { name: 'ID back', exact: true }).count()).toBe(0);
    expect(await problemsAtEveryWidth(desk), 'a passport check with an earlier one').toEqual({});

    // and approves it, with a note of what was compared: a first approval, which a colleague confirms
    const approveReason =
      'Passport name and birth date match the form; the selfie matches the passport photo.';
    await desk.getByRole('button', { name: 'Approve', exact: true }).click();
    const approve = await visible(desk.getByRole('dialog', { name: 'Approve this identity check?' }));
    await visible(
      approve.getByText(
        'A second staff member confirms your approval. The creator is then verified, may be paid out, and is told by email.',
        { exact: true },
      ),
    );
    await approve.getByLabel('Reason').fill(approveReason);
    const approveButton = approve.getByRole('button', { name: 'Approve', exact: true });
    expect(await dialogProblemsAtEveryWidth(approve, approveButton), 'Approve this identity check?').toEqual(
      {},
    );
    await screenshotAtWidths(desk, 'staff-identity-approve', { windowOnly: true });
    await approveButton.click();
    await approve.waitFor({ state: 'hidden' });
    await closeSnackbar(desk, 'Your approval is recorded. A second staff member confirms it.');

    // the check still waits, now for a second staff member: its first approver has nothing to confirm
    const awaitingSecond = await visible(alert(desk, 'Waiting for a second approval'));
    await visible(
      awaitingSecond.getByText(
        'You approved this check. A second staff member confirms it before the creator is verified.',
      ),
    );
    await visible(details.getByText('Pending', { exact: true }));
    expect(await desk.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    expect(await desk.getByRole('button', { name: 'Confirm approval', exact: true }).count()).toBe(0);
    expect(await problemsAtEveryWidth(desk), 'a check waiting for a second approval').toEqual({});
    await screenshotAtWidths(desk, 'staff-identity-check-first-approval');

    // to her, it is still being checked
    await page.reload();
    await visible(alert(page, 'We are checking your details'));
    expect(await page.getByText('Your identity is verified').count()).toBe(0);

    // a second support member signs in and finds it still waiting in Identity checks, with who approved it
    const secondDesk = await journey.newPage('second support');
    await signInStaff(secondDesk, journey.baseUrl, colleague);
    await openStaffPage(secondDesk, 'Identity checks', '/admin/verifications');
    const stillWaiting = await visible(
      secondDesk
        .getByRole('table', { name: 'Identity checks' })
        .getByRole('row')
        .filter({ hasText: `@${creator.pageUrl}` })
        .filter({ hasText: 'Passport' }),
    );
    await stillWaiting.getByRole('link', { name: review }).click();
    await onPath(secondDesk, `/admin/verifications/${secondId}`);
    const secondDetails = await visible(secondDesk.getByRole('region', { name: 'Details' }));
    await visible(secondDetails.getByText(legalName, { exact: true }));
    const waitingForMe = await visible(alert(secondDesk, 'Waiting for a second approval'));
    await visible(
      waitingForMe.getByText(
        `${support.email} approved this check: “${approveReason}” A second staff member confirms it before the creator is verified.`,
      ),
    );
    expect(await secondDesk.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    expect(await problemsAtEveryWidth(secondDesk), 'a first approval to confirm').toEqual({});
    await screenshotAtWidths(secondDesk, 'staff-identity-check-to-confirm');

    // and confirms it, with what they compared in turn
    const confirmReason = 'Checked again: the passport matches the form and the selfie.';
    await secondDesk.getByRole('button', { name: 'Confirm approval', exact: true }).click();
    const confirm = await visible(secondDesk.getByRole('dialog', { name: 'Confirm this approval?' }));
    await visible(
      confirm.getByText('The creator is then verified and may be paid out. They are told by email.', {
        exact: true,
      }),
    );
    await confirm.getByLabel('Reason').fill(confirmReason);
    const confirmButton = confirm.getByRole('button', { name: 'Confirm approval', exact: true });
    expect(await dialogProblemsAtEveryWidth(confirm, confirmButton), 'Confirm this approval?').toEqual({});
    await screenshotAtWidths(secondDesk, 'staff-identity-confirm', { windowOnly: true });
    await confirmButton.click();
    await confirm.waitFor({ state: 'hidden' });
    await closeSnackbar(secondDesk, 'Identity verified. The creator is told by email.');
    await visible(secondDetails.getByText(confirmReason, { exact: true }));
    await visible(secondDetails.getByText('Approved', { exact: true }));
    await visible(secondDetails.getByText(colleague.email, { exact: true }));
    expect(await alert(secondDesk, 'Waiting for a second approval').count()).toBe(0);
    expect(await secondDesk.getByRole('button', { name: 'Reject', exact: true }).count()).toBe(0);
    expect(await problemsAtEveryWidth(secondDesk), 'an approved check').toEqual({});
    await screenshotAtWidths(secondDesk, 'staff-identity-check-approved');

    // Identity checks: nothing waits any more; hers is under Approved
    await secondDesk.getByRole('link', { name: '← Back to identity checks', exact: true }).click();
    await visible(secondDesk.getByText('No identity checks are waiting.', { exact: true }));
    await secondDesk.getByRole('tab', { name: 'Approved', exact: true }).click();
    await visible(
      secondDesk
        .getByRole('table', { name: 'Identity checks' })
        .getByRole('row')
        .filter({ hasText: `@${creator.pageUrl}` })
        .filter({ hasText: 'Passport' }),
    );

    // she is told by mail and on the page; support's note is theirs alone
    const approvedMail = await journey.latestMailTo(creator.email, { subject: 'Your identity is verified' });
    expect(approvedMail.body).not.toContain(approveReason);
    expect(approvedMail.body).not.toContain(confirmReason);
    await page.reload();
    await visible(alert(page, 'Your identity is verified'));
    await visible(page.getByText(/Nothing more is needed from you\.$/));
    expect(await page.getByText(approveReason).count()).toBe(0);
    expect(await page.getByText(confirmReason).count()).toBe(0);
    expect(await form.count()).toBe(0);
    expect(await problemsAtEveryWidth(page), 'verified').toEqual({});
    await screenshotAtWidths(page, 'identity-verified');

    // the audit trail keeps every answer with its reason and who gave it, and every look at a photo
    const answers: [action: string, staff: string, reason: string, change: string][] = [
      [
        'identity.reject',
        support.email,
        rejectReason,
        `status: pending, verification_id: ${firstId} → status: rejected`,
      ],
      [
        'identity.first_approval',
        support.email,
        approveReason,
        `status: pending, verification_id: ${secondId} → awaiting_second_approval: true`,
      ],
      [
        'identity.approve',
        colleague.email,
        confirmReason,
        `status: pending, verification_id: ${secondId}, first_approved_by: ${support.email}, first_approval_reason: ${approveReason} → status: approved`,
      ],
    ];
    for (const [action, staff, reason, change] of answers) {
      const lines = await auditLines(desk, personId, action);
      expect(lines, action).toHaveLength(1);
      expect(lines[0]!.staff, action).toContain(staff);
      expect(lines[0]!.what, action).toContain(action);
      expect(lines[0]!.why, action).toBe(reason);
      expect(lines[0]!.change, action).toBe(change);
    }
    const looks = await auditLines(desk, personId, 'identity.file_view');
    for (const line of looks) expect(line.why).toBe('—');
    // each by one of the two support members; the colleague looked at the passport before confirming
    const lookedBy = (email: string) => looks.filter((line) => line.staff?.includes(email)).length;
    expect(lookedBy(support.email) + lookedBy(colleague.email)).toBe(looks.length);
    expect(lookedBy(colleague.email)).toBeGreaterThan(0);
    const looked = new Set(looks.map((line) => line.change));
    const shown = [
      ...['front', 'back', 'selfie'].map((side) => `— → side: ${side}, verification_id: ${firstId}`),
      ...['front', 'selfie'].map((side) => `— → side: ${side}, verification_id: ${secondId}`),
    ];
    for (const look of shown) expect(looked, look).toContain(look);
    expect(looked.size, 'no look at a passport’s back').toBe(shown.length);

    // 2. verified, she asks again: her bank's name is not her legal name, so it waits for support
    await page.goto('/dashboard');
    withdraw = await openWithdraw();
    await withdraw.getByLabel('Amount', { exact: true }).fill('200');
    await withdraw.getByRole('button', { name: 'REQUEST OTP', exact: true }).click();
    const mismatch = await visible(
      withdraw.getByRole('alert').filter({ hasText: 'You cannot withdraw to this account yet' }),
    );
    await visible(mismatch.getByText(payoutMessages.nameMismatch, { exact: true }));
    expect(await withdraw.getByLabel('Amount', { exact: true }).inputValue()).toBe('200');
    expect(await problemsAtEveryWidth(page), 'a bank in another name').toEqual({});
    await page.keyboard.press('Escape');
    await withdraw.waitFor({ state: 'hidden' });

    // support sees the name differ on her page and approves it, saying how they know the account is hers
    await desk.goto(`/admin/people/${personId}`);
    const approveName = await visible(
      desk.getByRole('button', { name: `Approve name ${bank.accountName} at ${bank.name}`, exact: true }),
    );
    await approveName.click();
    const nameDialog = await visible(desk.getByRole('dialog', { name: 'Approve this name?' }));
    const nameReason = 'Her marriage certificate, sent to support, names her Ma. Clara Santos-Reyes.';
    await nameDialog.getByLabel('Reason').fill(nameReason);
    const approveNameButton = nameDialog.getByRole('button', { name: 'Approve name', exact: true });
    expect(await dialogProblemsAtEveryWidth(nameDialog, approveNameButton), 'Approve this name?').toEqual({});
    await approveNameButton.click();
    await nameDialog.waitFor({ state: 'hidden' });
    await visible(desk.getByText(nameReason));
    const nameLines = await auditLines(desk, personId, 'bank.approve_name');
    expect(nameLines[0]!.why).toBe(nameReason);

    // her page also has her limits (decision 0108): the change of one asks for the value and a reason
    await desk.goto(`/admin/people/${personId}`);
    await desk.getByRole('button', { name: 'Edit Payouts per day', exact: true }).click();
    const limitDialog = await visible(desk.getByRole('dialog', { name: 'Change payouts per day' }));
    const limitCancel = limitDialog.getByRole('button', { name: 'Cancel', exact: true });
    expect(await dialogProblemsAtEveryWidth(limitDialog, limitCancel), 'Change payouts per day').toEqual({});
    await screenshotAtWidths(desk, 'staff-limit-change', { windowOnly: true });
    await desk.keyboard.press('Escape');
    await limitDialog.waitFor({ state: 'hidden' });

    // 3. now the payout goes through, and waits 48 hours for its first review
    withdraw = await openWithdraw();
    await withdraw.getByLabel('Amount', { exact: true }).fill('200');
    await withdraw.getByRole('button', { name: 'REQUEST OTP', exact: true }).click();
    const enterCode = await visible(page.getByRole('dialog', { name: 'Enter OTP Code' }));
    const payoutSms = await latestSmsCode(journey.baseUrl, bank.mobileNumber, { after: bankSms.id });
    await enterCode.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(payoutSms.code);
    const success = await visible(page.getByRole('dialog', { name: 'Payout Request Submitted' }));
    await visible(success.getByRole('note').filter({ hasText: 'Your first payout is being reviewed' }));
    expect(await problemsAtEveryWidth(page), 'a first payout in review').toEqual({});
    await screenshotAtWidths(page, 'first-payout-in-review');
    const reference = (await success.locator('dd').first().textContent())!.trim();

    // finance finds it under In review, with when it goes and what they may do
    await financeDesk.goto('/admin/payouts?status=review');
    const inReview = await visible(financeDesk.getByRole('table', { name: 'Payouts' }));
    await visible(inReview.getByRole('row').filter({ hasText: reference }));
    expect(await problemsAtEveryWidth(financeDesk), 'payouts in review').toEqual({});
    await screenshotAtWidths(financeDesk, 'staff-payouts-in-review');
    await success.getByRole('link', { name: 'View payout history', exact: true }).click();
    await onPath(page, '/dashboard/transactions/history');
    const history = page.getByRole('table');
    const payoutRow = await visible(history.getByRole('row').filter({ hasText: reference }));
    await visible(payoutRow.getByText('Pending', { exact: true }));

    // a day later it still waits; two days later the jobs send it and the bank pays it
    await moveClock(journey.baseUrl, 24 * 3600);
    await runJobs(journey.baseUrl);
    await page.reload();
    await visible(
      history.getByRole('row').filter({ hasText: reference }).getByText('Pending', { exact: true }),
    );
    await moveClock(journey.baseUrl, 24 * 3600 + 120);
    await runJobs(journey.baseUrl);
    await runJobs(journey.baseUrl);
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await history.getByRole('row').filter({ hasText: reference }).textContent()) ?? '';
        },
        { timeout: 30_000 },
      )
      .toContain('Completed');
  }, 480_000);
});
