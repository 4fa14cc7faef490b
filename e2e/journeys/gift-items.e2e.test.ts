import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { apiAs, uploadPhoto } from '../support/content.ts';
import { useJourney } from '../support/journey.ts';
import { latestMailTo, linkIn } from '../support/outbox.ts';
import { screenshotAtWidths } from '../support/screens.ts';
import { loaded, loadedDialog, onPath, visible } from '../support/ui.ts';

const journey = useJourney();

const rosa = newCreator('Rosa Villanueva');
const bea = newCreator('Beatriz Dimaculangan-Reyes');
const carla = newCreator('Carla Mendoza');
const tierName = 'Sketch Club';

describe('gifting a membership', () => {
  it('a supporter gifts three months of a tier at 360 px to an email; its owner signs up, claims it, and the creator sees the member in Insights', async () => {
    await register(journey.baseUrl, rosa);
    await register(journey.baseUrl, bea);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, rosa);
    await apiAs(page, journey.baseUrl, '/v1/user/memberships/tiers', {
      name: tierName,
      price: '150',
      benefits: ['A sketch a week'],
    });

    // 1. Bea, on her phone, gifts three months of Rosa's tier to Carla's email, with a message
    const phone = await journey.newPage('bea');
    await phone.setViewportSize({ width: 360, height: 740 });
    await logInFromVerificationMail(journey, phone, bea);
    await phone.goto(`/${rosa.pageUrl}/membership`);
    const tier = await visible(phone.getByRole('article', { name: tierName }));
    await tier.getByRole('button', { name: `Gift ${tierName} to someone`, exact: true }).click();
    const gift = await visible(loadedDialog(phone));
    await visible(gift.getByRole('heading', { name: `Gift ${tierName}` }));
    await gift.getByLabel('How many months').selectOption('3');
    await gift.getByText('Email', { exact: true }).click();
    await gift.getByLabel('Their email').fill(carla.email);
    await gift.getByLabel('Message').fill('Maligayang Pasko, Carla!');
    await visible(gift.getByText('₱450.00').first());
    expect(await problemsAtEveryWidth(phone), 'Gift a tier').toEqual({});
    await screenshotAtWidths(phone, 'gift-a-membership');
    await gift.getByRole('button', { name: 'Pay', exact: true }).click();
    await phone.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await visible(phone.getByRole('heading', { level: 1, name: 'Pay ₱450.00' }));
    await phone.getByRole('button', { name: 'Pay', exact: true }).click();
    await onPath(phone, '/dashboard/gifts');
    await visible(phone.getByText('Your gift is on its way.'));
    await visible(phone.getByText(`To ${carla.email}`).first());
    expect(await problemsAtEveryWidth(phone), 'Gifts, sent').toEqual({});
    await screenshotAtWidths(phone, 'gifts-sent');
    // Rosa's wall says who gave what, not to whom
    await phone.setViewportSize({ width: 360, height: 740 });
    await phone.goto(`/${rosa.pageUrl}`);
    const entry = await visible(phone.getByRole('article').filter({ hasText: bea.pageName }));
    await visible(entry.getByText('gifted', { exact: true }));
    await visible(entry.getByText(`3 months of ${tierName}`, { exact: true }));
    expect(await entry.textContent()).not.toContain(carla.email);
    await loaded(phone);
    expect(await problemsAtEveryWidth(phone), 'the wall with a gifted membership').toEqual({});
    await screenshotAtWidths(phone, 'wall-gifted-membership');

    // 2. the mail reaches Carla, who has no account yet: the link's page asks her to sign up
    const mail = await latestMailTo(journey.baseUrl, carla.email, {
      subject: `${bea.pageName} sent you a gift on PIXEL`,
    });
    expect(mail.body).toContain('Maligayang Pasko, Carla!');
    const claimLink = linkIn(mail, `${journey.baseUrl}/gifts/claim/`);
    const carlaPhone = await journey.newPage('carla');
    await carlaPhone.setViewportSize({ width: 360, height: 740 });
    await carlaPhone.goto(claimLink);
    await visible(carlaPhone.getByRole('heading', { name: 'A gift for you' }));
    await visible(carlaPhone.getByText(`From ${bea.pageName}`));
    await visible(carlaPhone.getByRole('link', { name: 'Sign up to claim' }));
    await loaded(carlaPhone);
    expect(await problemsAtEveryWidth(carlaPhone), 'a gift link, signed out').toEqual({});
    await screenshotAtWidths(carlaPhone, 'gift-claim');

    // 3. she signs up from it; the link of the mail that confirms her email brings her back to claim it
    await carlaPhone.getByRole('link', { name: 'Sign up to claim' }).click();
    await onPath(carlaPhone, '/auth/sign-up');
    await carlaPhone.getByLabel('Email', { exact: true }).fill(carla.email);
    await carlaPhone.getByLabel('Password', { exact: true }).fill(carla.password);
    await carlaPhone.getByLabel('Page URL', { exact: true }).fill(carla.pageUrl);
    await carlaPhone.getByLabel('Page name', { exact: true }).fill(carla.pageName);
    await carlaPhone.getByRole('button', { name: 'Sign up', exact: true }).click();
    await visible(carlaPhone.getByRole('dialog', { name: 'Verify Your Email' }));
    const verify = await latestMailTo(journey.baseUrl, carla.email, { subject: 'Verify your email address' });
    await carlaPhone.goto(linkIn(verify, `${journey.baseUrl}/auth/login?verification_code=`));
    await carlaPhone.getByLabel('Email', { exact: true }).fill(carla.email);
    await carlaPhone.getByLabel('Password', { exact: true }).fill(carla.password);
    await carlaPhone.getByRole('button', { name: 'Log in', exact: true }).click();
    await onPath(carlaPhone, new URL(claimLink).pathname);
    await carlaPhone.getByRole('button', { name: 'Claim', exact: true }).click();
    await visible(carlaPhone.getByText(/^You're now a member until /));
    expect(await problemsAtEveryWidth(carlaPhone), 'a gift claimed').toEqual({});
    // her Gifts page has it, received, from Bea
    await carlaPhone.goto('/dashboard/gifts');
    await carlaPhone.getByRole('tab', { name: 'Received' }).click();
    await visible(carlaPhone.getByText(`From ${bea.pageName}`).first());
    await loaded(carlaPhone);
    expect(await problemsAtEveryWidth(carlaPhone), 'Gifts, received').toEqual({});
    await screenshotAtWidths(carlaPhone, 'gifts-received');
    await carlaPhone.setViewportSize({ width: 360, height: 740 });
    await carlaPhone.goto('/dashboard/memberships');
    await visible(carlaPhone.getByText(rosa.pageName).first());

    // the link worked once: Bea's list says so
    await phone.goto('/dashboard/gifts');
    await visible(phone.getByText('Claimed', { exact: true }).first());

    // 4. a paid Snap of Rosa's can be gifted too: its modal, read at every width
    const snap = (await apiAs(page, journey.baseUrl, '/v1/user/content/images/create', {
      image: await uploadPhoto(page, journey.baseUrl, 60),
      price_id: 4,
      caption: 'Sketch of Quiapo church',
    })) as { id: string };
    await phone.goto(`/${rosa.pageUrl}/pixel-snap/image/${snap.id}`);
    await phone.getByRole('button', { name: 'Gift this post', exact: true }).click();
    const giftPost = await visible(loadedDialog(phone));
    await visible(giftPost.getByRole('heading', { name: 'Gift this post' }));
    expect(await problemsAtEveryWidth(phone), 'Gift this post').toEqual({});
    await screenshotAtWidths(phone, 'gift-a-post', { windowOnly: true });
    await phone.keyboard.press('Escape');
    await giftPost.waitFor({ state: 'hidden' });

    // 5. Rosa's Insights counts her new member
    await page.goto('/dashboard/creator-hub/insights');
    await visible(page.getByRole('heading', { level: 1, name: 'Insights' }));
    await visible(page.getByText('Members by month'));
    await visible(page.getByText('1 member ever'));
    await screenshotAtWidths(page, 'insights-after-a-gift');
    expect(await problemsAtEveryWidth(page), 'Insights').toEqual({});
  }, 240_000);
});
