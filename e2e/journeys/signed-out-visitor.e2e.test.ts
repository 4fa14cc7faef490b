import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/journey.ts';
import { onPath, visible } from '../support/ui.ts';

const journey = useJourney();

describe('a signed-out visitor', () => {
  it('is sent to the log-in page from the dashboard, to come back there after logging in', async () => {
    const { page } = journey;

    await page.goto('/dashboard');

    const url = await onPath(page, '/auth/login');
    expect(url.searchParams.get('redirect')).toBe('/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome back' }));
    await visible(page.getByRole('button', { name: 'Log in', exact: true }));
  });

  it('sees Page Not Found at an unknown address, and BACK TO HOME goes to the home page', async () => {
    const { page } = journey;

    await page.goto('/legal/no-such-page');

    await visible(page.getByRole('heading', { level: 1, name: 'Page Not Found' }));
    await page.getByRole('button', { name: 'BACK TO HOME' }).click();
    await onPath(page, '/');
    await visible(page.getByRole('heading', { level: 1, name: /Get support from your fans/ }));
  });
});
