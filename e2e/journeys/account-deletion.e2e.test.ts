import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { useJourney } from '../support/journey.ts';
import { screenshotAtWidths } from '../support/screens.ts';
import { onPath, visible } from '../support/ui.ts';

const journey = useJourney();

describe('deleting an account', () => {
  it('closes the page at once; signing in again within 30 days offers to cancel, and cancelling brings it back', async () => {
    const creator = newCreator('Dolores Magsaysay');
    await register(journey.baseUrl, creator);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, creator);

    await page.goto('/dashboard/settings/delete-account');
    await visible(page.getByRole('heading', { level: 1, name: 'Delete my account' }));
    expect(await problemsAtEveryWidth(page), 'Delete my account').toEqual({});
    await screenshotAtWidths(page, 'delete-account');

    await page.getByLabel('Password', { exact: true }).fill(creator.password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Delete your account?' }));
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await visible(page.getByText(/^Your account is closed and will be erased on /));

    const visitor = await journey.newPage('visitor');
    await visitor.goto(`/${creator.pageUrl}`);
    await visible(visitor.getByRole('button', { name: 'BACK TO HOME' }));

    await page.goto('/auth/login');
    await page.getByLabel('Email', { exact: true }).fill(creator.email);
    await page.getByLabel('Password', { exact: true }).fill(creator.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await onPath(page, '/account/deletion');
    await visible(page.getByRole('heading', { level: 1, name: /^Your account will be erased on / }));
    expect(await problemsAtEveryWidth(page), 'Pending deletion').toEqual({});
    await screenshotAtWidths(page, 'pending-deletion');

    await page.getByRole('button', { name: 'Cancel deletion' }).click();
    await onPath(page, '/dashboard');
    await visitor.goto(`/${creator.pageUrl}`);
    await visible(visitor.getByRole('heading', { name: creator.pageName }));
  });
});
