import { describe, expect, it } from 'vitest';
import { logIn, logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { everyWidth, resizeTo, screenProblems } from '../support/axe.ts';
import { apiAs, uploadPhoto } from '../support/content.ts';
import { useJourney } from '../support/journey.ts';
import { loadedDialog, onPath, quiet, visible } from '../support/ui.ts';

// a server of its own: its clock is moved a month on
const journey = useJourney({ ownServer: true });

const rosa = newCreator('Rosa Villanueva');
const bea = newCreator('Bea Reyes');

/** Moves the server's development clock on by `seconds`. */
async function moveClock(seconds: number) {
  const response = await fetch(`${journey.baseUrl}/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_seconds: seconds }),
  });
  if (!response.ok) throw new Error(`POST /dev/clock answered ${response.status}`);
}

describe('a monthly membership', () => {
  it('is joined from the creator page with GCash, opens the members-only Slide, and closes it when it ends', async () => {
    await register(journey.baseUrl, rosa);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, rosa);
    const club = await apiAs(page, journey.baseUrl, '/v1/user/memberships/tiers', {
      name: 'Sketch Club',
      price: '100',
      description: 'Monthly sketches #komiks',
      benefits: ['A sketch a week', 'Your name in my videos'],
    });
    await apiAs(page, journey.baseUrl, '/v1/user/memberships/tiers', {
      name: 'Studio Pass',
      price: '400',
      discount_12_months: 20,
    });
    const images = [];
    for (const shade of [30, 140]) images.push({ url: await uploadPhoto(page, journey.baseUrl, shade) });
    const slide = await apiAs(page, journey.baseUrl, '/v1/user/content/images/collection/create', {
      images,
      caption: 'For the club',
      min_tier_id: club.id,
    });
    const slidePath = `/${rosa.pageUrl}/pixel-snap/collection/${slide.id}`;

    // a visitor sees the Slide locked, naming the tier that opens it
    const visitor = await journey.newPage('visitor');
    await visitor.goto(slidePath);
    await visible(visitor.getByText('Sketch Club members').first());
    await visible(visitor.getByRole('button', { name: 'Join to unlock' }).first());

    await register(journey.baseUrl, bea);
    const supporter = await journey.newPage('supporter');
    await logInFromVerificationMail(journey, supporter, bea);
    await supporter.goto(`/${rosa.pageUrl}/membership`);
    const tier = await visible(supporter.getByRole('article', { name: 'Sketch Club' }));
    for (const width of everyWidth) {
      await resizeTo(supporter, width);
      expect(await screenProblems(supporter), `Membership tab at ${width} px`).toEqual([]);
    }
    await tier.getByRole('button', { name: 'Join Sketch Club' }).click();
    const join = await visible(loadedDialog(supporter));
    await expect(join.getByRole('heading', { name: 'Join Sketch Club' }).isVisible()).resolves.toBe(true);
    for (const width of everyWidth) {
      await resizeTo(supporter, width);
      expect(await screenProblems(supporter), `Join at ${width} px`).toEqual([]);
    }
    await join.getByRole('button', { name: 'Continue to payment' }).click();

    // the sandbox's hosted checkout, paid with GCash as most supporters do
    await visible(supporter.getByRole('heading', { level: 1, name: 'Pay ₱100.00' }));
    await supporter.getByRole('button', { name: 'Pay', exact: true }).click();
    await onPath(supporter, `/${rosa.pageUrl}/membership`);
    const paid = await visible(supporter.getByRole('dialog', { name: 'Membership paid' }));
    await visible(paid.getByText(`Welcome! You are now a member of ${rosa.pageName}.`));
    await supporter.keyboard.press('Escape');
    await paid.waitFor({ state: 'hidden' });
    await visible(supporter.getByText(/You are a member/));

    // the member sees the Slide as its creator does: no lock, nothing to buy
    await supporter.goto(slidePath);
    await visible(supporter.getByText('For the club').first());
    await quiet(supporter);
    expect(await supporter.getByRole('button', { name: 'Join to unlock' }).count()).toBe(0);

    // a month and a day later the membership has ended: locked again for the member, signed in anew (a
    // session lasts 30 days)
    await moveClock(32 * 86_400);
    await logIn(supporter, bea);
    await supporter.goto(`/${rosa.pageUrl}/membership`);
    await visible(supporter.getByText(/Your membership ended on/));
    await supporter.goto(slidePath);
    await visible(supporter.getByRole('button', { name: 'Join to unlock' }).first());
  });
});
