import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { apiAs } from '../support/content.ts';
import { useJourney } from '../support/journey.ts';
import { latestMailTo, linkIn } from '../support/outbox.ts';
import { screenshotAtWidths } from '../support/screens.ts';
import { closeNotifications, loaded, loadedDialog, onPath, visible } from '../support/ui.ts';

const journey = useJourney();

const rosa = newCreator('Rosa Villanueva');
const bea = newCreator('Beatriz Dimaculangan-Reyes');
const tierName = 'Sketch Club';

describe('growing memberships', () => {
  it("a creator makes a promo code and reads her Insights; a supporter joins by the code's link at 360 px, then pauses from the mail", async () => {
    await register(journey.baseUrl, rosa);
    await register(journey.baseUrl, bea);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, rosa);
    await apiAs(page, journey.baseUrl, '/v1/user/memberships/tiers', {
      name: tierName,
      price: '150',
      benefits: ['A sketch a week'],
    });
    await apiAs(
      page,
      journey.baseUrl,
      '/v1/user/memberships/retention-offer',
      { enabled: true, percent: 20, months: 1 },
      'PUT',
    );

    // 1. Rosa makes LAUNCH20: 20 % off the first month of anything
    await page.goto('/dashboard/creator-hub/promo-codes');
    await visible(page.getByRole('heading', { level: 1, name: 'Promo codes' }));
    await page.getByRole('button', { name: 'New promo code', exact: true }).click();
    const form = await visible(loadedDialog(page));
    await visible(form.getByRole('heading', { name: 'New promo code' }));
    expect(await problemsAtEveryWidth(page), 'New promo code').toEqual({});
    await form.getByRole('textbox', { name: /^Code/ }).fill('LAUNCH20');
    await form.getByLabel('Percent off (1 to 99)').fill('20');
    await form.getByRole('button', { name: 'Make code', exact: true }).click();
    await visible(page.getByText('Promo code made.').first());
    await form.waitFor({ state: 'hidden' });
    await visible(page.getByText('LAUNCH20', { exact: true }));
    // the toast said its piece: on a phone it covers the card
    await closeNotifications(page);
    expect(await problemsAtEveryWidth(page), 'Promo codes').toEqual({});
    await screenshotAtWidths(page, 'promo-codes');

    // 2. Bea, on her phone, opens the code's link: Join shows the price before and after, and she pays ₱120.00
    const phone = await journey.newPage('bea');
    await phone.setViewportSize({ width: 360, height: 740 });
    await logInFromVerificationMail(journey, phone, bea);
    await phone.goto(`/${rosa.pageUrl}/membership?code=LAUNCH20`);
    const tier = await visible(phone.getByRole('article', { name: tierName }));
    await tier.getByRole('button', { name: `Join ${tierName}`, exact: true }).click();
    const join = await visible(loadedDialog(phone));
    await visible(join.getByText('LAUNCH20: ₱150.00 − ₱30.00 = ₱120.00'));
    expect(await problemsAtEveryWidth(phone), 'Join with a code').toEqual({});
    await join.getByRole('button', { name: 'Continue to payment', exact: true }).click();
    await phone.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await visible(phone.getByRole('heading', { level: 1, name: 'Pay ₱120.00' }));
    await phone.getByRole('button', { name: 'Pay', exact: true }).click();
    await onPath(phone, `/${rosa.pageUrl}/membership`);
    await phone
      .getByRole('dialog', { name: 'Membership paid' })
      .getByRole('button', { name: 'Done', exact: true })
      .click();

    // 3. her receipt carries the links: the cancel link's page offers Rosa's offer and a pause first
    const receipt = await latestMailTo(journey.baseUrl, bea.email, {
      subject: `Your PIXEL receipt: ₱120.00 to ${rosa.pageName}`,
    });
    const cancelLine = receipt.body.split('\n').find((line) => line.startsWith('Cancel: '));
    expect(cancelLine, receipt.body).toBeDefined();
    const cancelLink = linkIn({ ...receipt, body: cancelLine! }, `${journey.baseUrl}/memberships/link/`);
    const signedOut = await journey.newPage('bea, signed out');
    await signedOut.setViewportSize({ width: 360, height: 740 });
    await signedOut.goto(cancelLink);
    await visible(signedOut.getByRole('heading', { name: 'Cancel your membership' }));
    await visible(signedOut.getByText('Before you go'));
    await visible(signedOut.getByText('20% off your next month'));
    await loaded(signedOut);
    expect(await problemsAtEveryWidth(signedOut), 'a cancel link').toEqual({});
    await screenshotAtWidths(signedOut, 'membership-cancel-link');
    await signedOut.getByRole('button', { name: 'Pause membership', exact: true }).click();
    await visible(signedOut.getByText(/^Paused until .*\. Your membership now ends on /));
    // the link worked once: opened again, it says so
    await signedOut.goto(cancelLink);
    await visible(signedOut.getByRole('heading', { name: 'This link was already used' }));
    expect(await problemsAtEveryWidth(signedOut), 'a used link').toEqual({});

    // 4. My memberships shows the pause, with Resume now
    await phone.goto('/dashboard/memberships');
    await visible(phone.getByText('Paused', { exact: true }).first());
    await visible(phone.getByRole('button', { name: `Resume now: your membership of ${rosa.pageName}` }));
    expect(await problemsAtEveryWidth(phone), 'My memberships, paused').toEqual({});

    // 5. Rosa's Insights: one new member, paid by GCash, ₱120.00
    await page.goto('/dashboard/creator-hub/insights');
    await visible(page.getByRole('heading', { level: 1, name: 'Insights' }));
    await visible(page.getByText('Members by month'));
    await screenshotAtWidths(page, 'insights');
    expect(await problemsAtEveryWidth(page), 'Insights').toEqual({});
  }, 240_000);
});
