import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { everyWidth, resizeTo, screenProblems } from '../support/axe.ts';
import { apiAs } from '../support/content.ts';
import { useJourney } from '../support/journey.ts';
import { paidGift } from '../support/money.ts';
import { clientHeaders } from '../support/server.ts';
import { visible } from '../support/ui.ts';

const journey = useJourney();

describe('Live alerts', () => {
  it('a creator sends a test alert from the overlay settings and sees it on the overlay page', async () => {
    const lea = newCreator('Lea Streams');
    await register(journey.baseUrl, lea);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, lea);

    // the settings page, from the dashboard's menu
    await page.getByRole('link', { name: 'Live alerts', exact: true }).first().click();
    await visible(page.getByRole('heading', { level: 1, name: 'Live alerts' }));
    const address = page.getByLabel('Overlay address', { exact: true });
    // the secret shows as dots until asked for
    expect(await address.inputValue()).toContain('•');
    await page.getByRole('button', { name: 'Show address', exact: true }).click();
    const overlayUrl = await address.inputValue();
    expect(overlayUrl).toMatch(new RegExp(`^${journey.baseUrl}/overlay/[\\w-]{20,}$`));

    // the streaming software opens the overlay: a transparent page with nothing else on it
    const overlay = await journey.newPage('streaming software');
    const streamOpened = overlay.waitForResponse((response) => response.url().endsWith('/events'));
    expect((await overlay.goto(overlayUrl))?.status()).toBe(200);
    await streamOpened;
    expect(await overlay.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    );
    expect(await overlay.getByRole('banner').count()).toBe(0);
    expect(await overlay.getByRole('contentinfo').count()).toBe(0);

    await page.getByRole('button', { name: 'Send test alert', exact: true }).click();
    const alert = await visible(overlay.getByRole('status'));
    await visible(alert.getByText('PIXEL', { exact: true }));
    await visible(alert.getByText('sent ₱100.00'));
    await visible(alert.getByText('This is a test alert. Your overlay works!'));

    // the preview on the settings page shows it too
    const preview = page.frameLocator('iframe[title="Overlay preview"]');
    await visible(preview.getByText('This is a test alert. Your overlay works!'));

    // a reset address: the old one stops working
    await page.getByRole('button', { name: 'Reset address', exact: true }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Reset the overlay address?' }));
    await confirm.getByRole('button', { name: 'Reset address', exact: true }).click();
    await visible(page.getByText('Your overlay has a new address.'));
    expect(await address.inputValue()).not.toBe(overlayUrl);
    await overlay.goto(overlayUrl);
    await visible(overlay.getByText('This overlay address is no longer valid.', { exact: false }));

    // both settings pages read well on a phone and on a laptop
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard/settings/overlay');
      await visible(page.getByRole('heading', { level: 1, name: 'Live alerts' }));
      await visible(page.getByLabel('Overlay address', { exact: true }));
      expect(await screenProblems(page), `Live alerts at ${width}px`).toEqual([]);
      await page.goto('/dashboard/settings/message-filter');
      await visible(page.getByText('No messages are waiting for review.'));
      expect(await screenProblems(page), `Message filter at ${width}px`).toEqual([]);
    }
  });

  it('a supporter joins a tier: the overlay shows the new member, and the supporter wall marks their gift with the tier', async () => {
    const mika = newCreator('Mika Live');
    await register(journey.baseUrl, mika);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, mika);
    const club = await apiAs(page, journey.baseUrl, '/v1/user/memberships/tiers', {
      name: 'Sketch Club',
      price: '100',
    });
    const overlayResponse = await page.request.get('/v1/user/overlay');
    const { overlay_url } = (await overlayResponse.json()).data as { overlay_url: string };
    const overlay = await journey.newPage('streaming software');
    const streamOpened = overlay.waitForResponse((response) => response.url().endsWith('/events'));
    await overlay.goto(overlay_url);
    await streamOpened;

    // a supporter joins for a month and pays with GCash on the sandbox's checkout
    const jo = newCreator('Jo Fan');
    await register(journey.baseUrl, jo);
    const supporter = await journey.newPage('supporter');
    await logInFromVerificationMail(journey, supporter, jo);
    const joined = await apiAs(supporter, journey.baseUrl, '/v1/memberships/join', {
      tier_id: club.id,
      months: 1,
    });
    await supporter.goto(joined.link_url as string);
    await supporter.getByRole('button', { name: 'Pay', exact: true }).click();
    await supporter.waitForURL((url) => url.pathname === `/${mika.pageUrl}/membership`);

    const alert = await visible(overlay.getByRole('status'));
    await visible(alert.getByText(jo.pageName, { exact: true }));
    await visible(alert.getByText('became a member of Sketch Club'));

    // the member's gift carries the tier on the wall; a visitor's does not
    const gift = await apiAs(supporter, journey.baseUrl, '/v1/donate', {
      amount: '150',
      username: mika.pageUrl,
      supporter_message: 'Salamat sa sketches!',
      success_redirect_url: `${journey.baseUrl}/${mika.pageUrl}`,
    });
    const checkout = new URL(gift.link_url as string);
    const paid = await fetch(`${journey.baseUrl}${checkout.pathname}/pay`, {
      method: 'POST',
      headers: { origin: journey.baseUrl, ...clientHeaders(journey.baseUrl) },
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await paidGift(journey.baseUrl, mika.pageUrl, 50, { supporter_name: 'Liza' });

    const visitor = await journey.newPage('visitor');
    await visitor.goto(`/${mika.pageUrl}`);
    const memberGift = await visible(
      visitor.getByRole('article').filter({ hasText: 'Salamat sa sketches!' }),
    );
    // read out as what it is: "Member: Sketch Club"
    await visible(memberGift.getByText('Member: Sketch Club', { exact: true }));
    const visitorGift = await visible(visitor.getByRole('article').filter({ hasText: 'Liza' }));
    expect(await visitorGift.getByText(/Member:/).count()).toBe(0);
    for (const width of everyWidth) {
      await resizeTo(visitor, width);
      expect(await screenProblems(visitor), `Supporter wall at ${width} px`).toEqual([]);
    }
  });
});
