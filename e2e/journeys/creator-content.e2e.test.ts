import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { screenProblems } from '../support/axe.ts';
import { useJourney } from '../support/journey.ts';
import { onPath, visible } from '../support/ui.ts';

const journey = useJourney();

const goal = { title: 'New drawing tablet', target: '1000', description: 'For bigger komiks pages.' };
const topic = { title: 'Ask me about komiks', description: 'Drawing, inking and #komiks from Cebu.' };
const question = { body: 'Which pen do you ink with?', name: 'Juan', answer: 'A 0.3 fineliner, always.' };
const bio = 'I draw komiks in Cebu. #KomiksPH';

/** A 600x400 PNG picture, as a file chooser gives it. */
function picture(name: string) {
  const png = new PNG({ width: 600, height: 400 });
  for (let index = 0; index < png.data.length; index += 4) {
    png.data[index] = (index / 4) % 600 < 300 ? 220 : 40;
    png.data[index + 1] = 120;
    png.data[index + 2] = 60;
    png.data[index + 3] = 255;
  }
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

/** Crops in the Crop Image modal as it opens (the frame in the middle) and saves. */
async function cropAndSave(page: Page) {
  const crop = await visible(page.getByRole('dialog', { name: 'Crop Image' }));
  await crop.getByRole('button', { name: 'Save', exact: true }).click();
  await crop.waitFor({ state: 'hidden' });
}

/** The size of a shown picture, once it has loaded. */
async function naturalSize(image: Locator) {
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    return { width: img.naturalWidth, height: img.naturalHeight };
  });
}

/** The goal called `title` on a My Goals list. */
function goalCard(page: Page, title: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** A question of the Ask Me Anything tab. */
function questionCard(page: Page, body: string): Locator {
  return page.getByRole('article').filter({ hasText: body });
}

describe('creator content', () => {
  it('a goal gets a gift, a question gets an answer, and a new bio shows on the page', async () => {
    // 1. Lea is a new creator, signed in from her verification mail
    const creator = journey.page;
    const lea = newCreator('Lea Komiks');
    await register(journey.baseUrl, lea);
    await logInFromVerificationMail(journey, creator, lea);

    // 2. she adds a goal on the add-goal page and lands on her goals list
    await creator
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'My Goals' })
      .click();
    await onPath(creator, '/dashboard/creator-hub/my-goals');
    await creator.getByRole('link', { name: 'Add a goal', exact: true }).click();
    await onPath(creator, '/dashboard/creator-hub/my-goals/add-goal');
    await creator.getByLabel('Title').fill(goal.title);
    await creator.getByLabel('Target amount').fill(goal.target);
    await creator.getByLabel('Description').fill(goal.description);
    await creator.getByRole('button', { name: 'Add goal', exact: true }).click();
    await onPath(creator, '/dashboard/creator-hub/my-goals');
    const ownGoal = await visible(goalCard(creator, goal.title));
    await visible(ownGoal.getByText('₱0.00', { exact: true }));
    expect(await screenProblems(creator)).toEqual([]);

    // 3. Juan, signed out, sees it on her My Goals tab and gives ₱100 to it
    const visitor = await journey.newPage('visitor');
    await visitor.goto(`/${lea.pageUrl}/my-goals`);
    const publicGoal = await visible(goalCard(visitor, goal.title));
    await visible(publicGoal.getByText(goal.description, { exact: true }));
    expect(await screenProblems(visitor)).toEqual([]);
    await publicGoal.getByRole('button', { name: 'Support this goal', exact: true }).click();

    const supportMe = await visible(visitor.getByRole('dialog', { name: 'Support Me' }));
    await visible(supportMe.getByText(`For the goal: ${goal.title}`));
    await supportMe
      .getByRole('group', { name: 'Quick amounts' })
      .getByRole('button', { name: '₱100', exact: true })
      .click();
    await supportMe.getByLabel('Name', { exact: true }).fill('Juan');
    await supportMe.getByRole('button', { name: 'Send gift', exact: true }).click();
    const confirm = await visible(visitor.getByRole('dialog', { name: 'Confirm payment' }));
    await visible(confirm.getByText('₱100.00', { exact: true }));
    await confirm.getByRole('button', { name: 'Confirm payment', exact: true }).click();

    await visitor.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await visible(visitor.getByRole('heading', { level: 1, name: 'Pay ₱100.00' }));
    await visitor.getByRole('button', { name: 'Pay', exact: true }).click();

    // back on the My Goals tab: Gift Sent, and the goal's progress shows the ₱100
    await onPath(visitor, `/${lea.pageUrl}/my-goals`);
    const sent = await visible(visitor.getByRole('dialog', { name: 'Gift Sent' }));
    await visible(sent.getByText('₱100.00', { exact: true }));
    await sent.getByRole('button', { name: 'Done', exact: true }).click();
    await sent.waitFor({ state: 'hidden' });
    await visible(goalCard(visitor, goal.title).getByText('₱100.00', { exact: true }));
    expect(await goalCard(visitor, goal.title).textContent()).toContain('₱100.00 raised of ₱1,000.00');

    // 4. Lea sets up her Ask Me Anything page
    await creator.goto(`/${lea.pageUrl}/question-and-answer`);
    await creator.getByRole('button', { name: 'Edit Q&A', exact: true }).click();
    const editQa = await visible(creator.getByRole('dialog', { name: 'Edit Q&A' }));
    expect(await screenProblems(creator)).toEqual([]);
    await editQa.getByLabel('Title').fill(topic.title);
    await editQa.getByLabel('Description').fill(topic.description);
    // a banner: chosen, cropped in the Crop Image modal, then back to the form with what was typed
    await editQa.locator('input[type="file"]').setInputFiles(picture('banner.png'));
    await cropAndSave(creator);
    const editQaAgain = await visible(creator.getByRole('dialog', { name: 'Edit Q&A' }));
    await visible(editQaAgain.getByRole('img', { name: 'Banner preview' }));
    expect(await editQaAgain.getByLabel('Title').inputValue()).toBe(topic.title);
    expect(await editQaAgain.getByLabel('Description').inputValue()).toBe(topic.description);
    await editQaAgain.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(creator.getByText('Successfully Updated.', { exact: true }));
    await editQaAgain.waitFor({ state: 'hidden' });
    await visible(creator.getByRole('heading', { name: topic.title, exact: true }));
    // the banner is the cropped JPEG of spec §9
    const banner = creator.getByRole('region', { name: 'Ask Me Anything' }).locator('img').first();
    expect(await naturalSize(banner)).toEqual({ width: 254, height: 282 });

    // 5. Juan asks a question
    await visitor.goto(`/${lea.pageUrl}/question-and-answer`);
    await visible(visitor.getByRole('heading', { name: topic.title, exact: true }));
    await visible(visitor.getByRole('link', { name: '#komiks', exact: true }));
    await visitor.getByLabel('Your question').fill(question.body);
    await visitor.getByLabel('Name', { exact: true }).fill(question.name);
    await visitor.getByRole('button', { name: 'Ask', exact: true }).click();
    await visible(visitor.getByText(`Your question was sent. ${lea.pageName} will see it.`));
    // not answered yet: visitors see answered questions only
    expect(await questionCard(visitor, question.body).count()).toBe(0);

    // 6. Lea answers it
    await creator.reload();
    const asked = await visible(questionCard(creator, question.body));
    await visible(asked.getByText(question.name, { exact: true }));
    await asked.getByRole('button', { name: 'Answer', exact: true }).click();
    await asked.getByLabel('Answer').fill(question.answer);
    await asked.getByRole('button', { name: 'Send answer', exact: true }).click();
    await visible(asked.getByText(question.answer, { exact: true }));

    // 7. and Juan sees the answer
    await visitor.reload();
    const answered = await visible(questionCard(visitor, question.body));
    await visible(answered.getByText(question.answer, { exact: true }));
    await visible(answered.getByText(`Answer from ${lea.pageName}`, { exact: true }));
    expect(await screenProblems(visitor)).toEqual([]);

    // 8. Lea changes her bio, with a hashtag, in her profile settings
    await creator.goto('/dashboard');
    await creator
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Profile settings' })
      .click();
    await onPath(creator, '/dashboard/settings/profile');
    await visible(creator.getByLabel('Bio'));
    expect(await screenProblems(creator)).toEqual([]);
    // a new avatar, cropped square first
    await creator
      .getByRole('region', { name: 'Pictures' })
      .locator('input[type="file"]')
      .first()
      .setInputFiles(picture('me.png'));
    await cropAndSave(creator);
    const saved = creator.getByText('Successfully Updated.', { exact: true });
    await visible(saved.first());
    const headerAvatar = creator.getByRole('banner').locator('img').first();
    const avatarSize = await naturalSize(headerAvatar);
    expect(avatarSize.width).toBe(avatarSize.height);
    // she closes the snackbar, so the one that follows is the bio's
    await creator.getByRole('button', { name: 'Close notification' }).first().click();
    await expect.poll(() => saved.count(), { timeout: 10_000 }).toBe(0);
    await creator.getByLabel('Bio').fill(bio);
    await creator.getByRole('button', { name: 'Save changes', exact: true }).click();
    await visible(saved);

    // 9. her page shows it, the hashtag a link to its page
    await visitor.goto(`/${lea.pageUrl}`);
    await visible(visitor.getByRole('heading', { level: 1, name: lea.pageName }));
    await visible(visitor.getByText('I draw komiks in Cebu.', { exact: false }));
    const tag = await visible(visitor.getByRole('link', { name: '#KomiksPH', exact: true }));
    expect((await tag.getAttribute('href'))?.toLowerCase()).toBe('/dashboard/explore/hashtags/komiksph');
  });
});
