import type { siteSchemas } from '../auth.ts';
import { callTable } from '../route-table.ts';

const site = { access: 'anyone', tags: ['site'] } as const;

/** What the web app needs to know of the site before anyone signs in, and the captcha's check. */
export const siteCalls = callTable<typeof siteSchemas>()({
  config: { method: 'GET', path: '/v1/site/config', ...site, errors: [] },
  verifyCaptcha: {
    method: 'POST',
    path: '/v1/site/captcha/verify',
    ...site,
    errors: ['ValidationException'],
  },
});
