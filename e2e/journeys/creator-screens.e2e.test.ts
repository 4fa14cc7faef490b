import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth, screenProblems } from '../support/axe.ts';
import { useJourney } from '../support/journey.ts';
import { apiAs, photo, uploadPhoto } from '../support/content.ts';
import { paidGift } from '../support/money.ts';
import { loadedDialog, quiet, visible } from '../support/ui.ts';

const journey = useJourney();

const rosa = newCreator('Rosa Villanueva');

/** Opens a modal with the button named `button`, checks the screen, and closes the modal with Escape. */
async function checkModal(page: Page, button: string, at: string) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = await visible(loadedDialog(page));
  expect(await screenProblems(page), `${button} ${at}`).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

describe('the dashboard and its money modals', () => {
  // the dashboard's money modals, read here alone: the dashboard's pages, its other modals and the creator's
  // own Ask Me Anything are read with more in them by accessibility-dashboard and accessibility-content
  it('have no accessibility problem, no sideways scroll and every modal button in view at 320, 360 and 1280 px', async () => {
    await register(journey.baseUrl, rosa);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, rosa);
    await paidGift(journey.baseUrl, rosa.pageUrl, 250);

    for (const width of [320, 360, 1280]) {
      await page.setViewportSize({ width, height: width < 700 ? 640 : 800 });
      const at = `at ${width} px`;

      await page.goto('/dashboard');
      await visible(page.getByRole('heading', { level: 1, name: rosa.pageName }));
      await visible(page.getByRole('region', { name: 'Supporters' }).getByText('Anonymous'));
      await quiet(page);
      expect(await screenProblems(page), `dashboard ${at}`).toEqual([]);
      for (const button of [
        'Balance Information',
        'Add Bank Account',
        'Link e-payment account',
        'Withdraw',
      ]) {
        await checkModal(page, button, at);
      }
    }
  }, 180_000);
});

describe("a visitor's modals", () => {
  it('have no accessibility problem, no sideways scroll and every modal button in view at 320, 360 and 1280 px', async () => {
    const lito = newCreator('Lito Garcia');
    await register(journey.baseUrl, lito);
    await logInFromVerificationMail(journey, await journey.newPage('lito'), lito);
    const { page } = journey;

    for (const width of [320, 360, 1280]) {
      await page.setViewportSize({ width, height: width < 700 ? 640 : 800 });
      const at = `at ${width} px`;

      await page.goto(`/${lito.pageUrl}`);
      await visible(page.getByRole('heading', { level: 1, name: lito.pageName }));
      await checkModal(page, 'Follow', at);

      await page.getByRole('button', { name: 'Support Me', exact: true }).click();
      const supportMe = await visible(page.getByRole('dialog', { name: 'Support Me' }));
      await supportMe.getByRole('button', { name: '₱100', exact: true }).click();
      await supportMe.getByRole('button', { name: 'Send gift', exact: true }).click();
      const confirm = await visible(page.getByRole('dialog', { name: 'Confirm payment' }));
      expect(await screenProblems(page), `Confirm payment ${at}`).toEqual([]);
      await confirm.getByRole('button', { name: 'Confirm payment', exact: true }).click();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      const sent = await visible(page.getByRole('dialog', { name: 'Gift Sent' }));
      expect(await screenProblems(page), `Gift Sent ${at}`).toEqual([]);
      await sent.getByRole('button', { name: 'Done', exact: true }).click();
      await sent.waitFor({ state: 'hidden' });

      await page.goto('/auth/sign-up');
      await visible(page.getByRole('heading', { level: 1, name: 'Create your PIXEL page' }));
      await checkModal(page, 'Continue with e-payment account', at);
      const newcomer = newCreator(`Newcomer ${width}`);
      await page.getByLabel('Email', { exact: true }).fill(newcomer.email);
      await page.getByLabel('Password', { exact: true }).fill(newcomer.password);
      await page.getByLabel('Page URL', { exact: true }).fill(newcomer.pageUrl);
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await visible(page.getByRole('dialog', { name: 'Verify Your Email' }));
      expect(await screenProblems(page), `Verify Your Email ${at}`).toEqual([]);
    }
    // a gift paid and a sign-up at each of three widths
  }, 180_000);
});

describe("a creator's post and goal modals", () => {
  it('have no accessibility problem, no sideways scroll and every modal button in view at 320, 360 and 1280 px', async () => {
    const nena = newCreator('Nena Bautista');
    await register(journey.baseUrl, nena);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, nena);
    const images = [];
    for (const shade of [40, 120]) images.push({ url: await uploadPhoto(page, journey.baseUrl, shade) });
    const slide = await apiAs(page, journey.baseUrl, '/v1/user/content/images/collection/create', {
      images,
      price_id: 2,
      caption: 'Market day #jeepney',
    });
    const bloc = await apiAs(page, journey.baseUrl, '/v1/user/bloc', {
      title: 'Studio day',
      body: 'New sketches of the #jeepney routes',
    });
    await apiAs(page, journey.baseUrl, '/v1/user/goals', {
      title: 'A new drawing tablet',
      target_amount: '15000',
    });

    for (const width of [320, 360, 1280]) {
      await page.setViewportSize({ width, height: width < 700 ? 640 : 800 });
      const at = `at ${width} px`;

      await page.goto('/dashboard/creator-hub/snap');
      await visible(page.getByRole('heading', { level: 1, name: 'My Snaps' }));
      await quiet(page);
      for (const item of ['Edit Snap Slide', 'Set Content Price', 'Content Supporters', 'Delete Photo']) {
        await page.getByRole('button', { name: 'Post options' }).first().click();
        await page.getByRole('menuitem', { name: item, exact: true }).click();
        const dialog = await visible(loadedDialog(page));
        expect(await screenProblems(page), `${item} ${at}`).toEqual([]);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      await checkModal(page, 'See who reacted: 0 reactions', at);

      await page.goto('/dashboard/creator-hub/my-goals');
      await visible(page.getByText('A new drawing tablet'));
      await quiet(page);
      for (const button of ['Edit', 'Close', 'Delete']) await checkModal(page, button, at);

      for (const [path, shown] of [
        [`/${nena.pageUrl}/pixel-snap/collection/${slide.id}`, 'Market day'],
        [`/${nena.pageUrl}/pixel-bloc/${bloc.id}`, 'Studio day'],
        ['/dashboard/explore/hashtags/jeepney', 'Studio day'],
      ] as const) {
        await page.goto(path);
        await visible(page.getByText(shown).first());
        await quiet(page);
        expect(await screenProblems(page), `${path} ${at}`).toEqual([]);
      }

      await page.goto('/dashboard/settings/profile');
      await visible(page.getByRole('heading', { level: 1, name: 'Profile' }));
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Change avatar', exact: true }).click();
      await (await chooser).setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: photo(200) });
      const crop = await visible(page.getByRole('dialog', { name: 'Crop Image' }));
      expect(await screenProblems(page), `Crop Image ${at}`).toEqual([]);
      await page.keyboard.press('Escape');
      await crop.waitFor({ state: 'hidden' });
    }
    // eleven modals and four pages read at three widths: about 35 s on a quiet machine, twice that and more on
    // a slow day
  }, 180_000);
});

describe('the upload errors and a deactivated account', () => {
  it('read right at 320, 360 and 1280 px', async () => {
    const dina = newCreator('Dina Ramos');
    await register(journey.baseUrl, dina);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, dina);
    const elevenPhotos = Array.from({ length: 11 }, (_, i) => ({
      name: `photo-${i}.png`,
      mimeType: 'image/png',
      buffer: photo(i * 20),
    }));

    for (const width of [320, 360, 1280]) {
      await page.setViewportSize({ width, height: width < 700 ? 640 : 800 });
      await page.goto('/dashboard/creator-hub/snap');
      await visible(page.getByRole('heading', { level: 1, name: 'My Snaps' }));
      await page
        .getByRole('form', { name: 'New post' })
        .locator('input[type="file"]')
        .setInputFiles(elevenPhotos);
      const limit = await visible(page.getByRole('dialog', { name: 'UPLOAD LIMIT REACHED' }));
      expect(await screenProblems(page), `UPLOAD LIMIT REACHED at ${width} px`).toEqual([]);
      await page.keyboard.press('Escape');
      await limit.waitFor({ state: 'hidden' });
    }

    // a file that is not the picture it claims to be is refused by the server
    await page
      .getByRole('form', { name: 'New post' })
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'broken.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('not a picture at all'),
      });
    await visible(page.getByRole('dialog', { name: 'IMAGE UPLOAD ERROR' }));
    expect(await problemsAtEveryWidth(page), 'IMAGE UPLOAD ERROR').toEqual({});
    await page.keyboard.press('Escape');

    await apiAs(page, journey.baseUrl, '/v1/user/deactivate', { password: dina.password });
    for (const width of [320, 360, 1280]) {
      await page.setViewportSize({ width, height: width < 700 ? 640 : 800 });
      await page.goto('/auth/login');
      await page.getByLabel('Email', { exact: true }).fill(dina.email);
      await page.getByLabel('Password', { exact: true }).fill(dina.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      const deactivated = await visible(page.getByRole('dialog', { name: 'Account Deactivated' }));
      expect(await screenProblems(page), `Account Deactivated at ${width} px`).toEqual([]);
      await page.keyboard.press('Escape');
      await deactivated.waitFor({ state: 'hidden' });
    }
  });
});
