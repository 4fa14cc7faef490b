import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { apiAs } from '../support/content.ts';
import { useJourney } from '../support/journey.ts';
import { screenshotAtWidths } from '../support/screens.ts';
import { closeNotifications, loaded, loadedDialog, onPath, visible } from '../support/ui.ts';

const journey = useJourney();

const rosa = newCreator('Rosa Villanueva');
const bea = newCreator('Beatriz Dimaculangan-Reyes');
const tierName = 'Sketch Club';
// the Telegram stand-in's group, with its bot an admin
const standInGroup = { chatId: '-1001000000001', title: 'Stand-in Art Group' };

describe('Discord and Telegram for members', () => {
  it("a creator connects her Discord server and Telegram group; a member links Discord and gets the group's invite, at 360 px", async () => {
    await register(journey.baseUrl, rosa);
    await register(journey.baseUrl, bea);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, rosa);
    await apiAs(page, journey.baseUrl, '/v1/user/memberships/tiers', { name: tierName, price: '100' });

    // 1. her server, through Discord's consent page (the stand-in's, which consents at once), and her group
    await page.goto('/dashboard/creator-hub/community');
    await visible(page.getByRole('heading', { level: 1, name: 'Discord and Telegram for members' }));
    await page.getByRole('button', { name: 'Connect a Discord server' }).click();
    await visible(page.getByText('Your Discord server is connected. Now choose a role for each tier.'));
    await page.getByRole('textbox', { name: 'Chat id' }).fill(standInGroup.chatId);
    await page.getByRole('button', { name: 'Connect the group' }).click();
    await visible(page.getByText(new RegExp(`^Connected to ${standInGroup.title} since `)));
    await closeNotifications(page);
    await loaded(page);
    expect(await problemsAtEveryWidth(page), 'Discord and Telegram, connected').toEqual({});
    await screenshotAtWidths(page, 'discord-and-telegram-connected');

    // 2. Bea joins the tier on her phone
    const phone = await journey.newPage('bea');
    await phone.setViewportSize({ width: 360, height: 740 });
    await logInFromVerificationMail(journey, phone, bea);
    await phone.goto(`/${rosa.pageUrl}/membership`);
    const tier = await visible(phone.getByRole('article', { name: tierName }));
    await tier.getByRole('button', { name: `Join ${tierName}` }).click();
    const join = await visible(loadedDialog(phone));
    await join.getByRole('button', { name: 'Continue to payment' }).click();
    await visible(phone.getByRole('heading', { level: 1, name: 'Pay ₱100.00' }));
    await phone.getByRole('button', { name: 'Pay', exact: true }).click();
    await onPath(phone, `/${rosa.pageUrl}/membership`);
    const paid = await visible(phone.getByRole('dialog', { name: 'Membership paid' }));
    await phone.keyboard.press('Escape');
    await paid.waitFor({ state: 'hidden' });

    // 3. My memberships: she links her Discord account, and her invite to the group is there
    await phone.goto('/dashboard/memberships');
    await phone.getByRole('button', { name: 'Link Discord' }).click();
    await visible(phone.getByText(/^Linked as @/));
    // the invite is made by the queue's job the payment set off: the page shows it once it is there
    await expect
      .poll(
        async () => {
          await phone.reload();
          await loaded(phone);
          return phone.getByRole('link', { name: 'Join the group' }).count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    await closeNotifications(phone);
    await loaded(phone);
    expect(await problemsAtEveryWidth(phone), 'My memberships, Discord linked, a Telegram invite').toEqual(
      {},
    );
    await screenshotAtWidths(phone, 'my-memberships-discord-telegram');
  }, 240_000);
});
