import type { supportedSchemas } from '../supported.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

/** A signed-in person's own record of support, and the home their dashboard opens on. */
export const supportedCalls = callTable<typeof supportedSchemas>()({
  page: {
    method: 'GET',
    path: '/v1/user/supported',
    access: 'signed-in',
    tags: ['payments'],
    errors: signedInErrors,
  },
  home: { method: 'GET', path: '/v1/user/home', access: 'signed-in', tags: ['user'], errors: signedInErrors },
});
