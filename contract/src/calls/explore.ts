import type { exploreSchemas } from '../explore.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const open = { access: 'identified', tags: ['explore'], errors: signedInErrors } as const;

/** Explore, open to everyone: trending tags, popular and new creators, and a search of creators and tags. */
export const exploreCalls = callTable<typeof exploreSchemas>()({
  explore: { method: 'GET', path: '/v1/explore', ...open },
  search: { method: 'GET', path: '/v1/explore/search', ...open },
});
