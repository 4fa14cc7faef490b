import { describe, expect, it } from 'vitest';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { useJourney } from '../support/journey.ts';
import { visible } from '../support/ui.ts';

const journey = useJourney({
  env: { CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: 'site-key', TURNSTILE_SECRET_KEY: 'secret-key' },
});

// Cloudflare's widget cannot load here: a stand-in draws a checkbox in its place, so what is checked is
// PIXEL's own modal around it
const widgetStandIn = `window.turnstile = {
  render(container) {
    const label = document.createElement('label');
    label.textContent = 'Verify you are human';
    const box = document.createElement('input');
    box.type = 'checkbox';
    label.prepend(box);
    container.append(label);
    return 'widget';
  },
  remove() {},
};`;

describe('Captcha Verification', () => {
  it('asks a visitor on the sign-up page, and reads right at 320, 360 and 1280 px', async () => {
    const { page } = journey;
    await page.route('https://challenges.cloudflare.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: widgetStandIn }),
    );

    await page.goto('/auth/sign-up');
    const captcha = await visible(page.getByRole('dialog', { name: 'Captcha Verification' }));
    await visible(captcha.getByText('Please confirm that you are human to continue.'));
    await visible(captcha.getByRole('checkbox', { name: 'Verify you are human' }));
    expect(await problemsAtEveryWidth(page), 'Captcha Verification').toEqual({});
  });
});
