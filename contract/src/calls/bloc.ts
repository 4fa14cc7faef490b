import type { blocSchemas } from '../bloc.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const signedIn = { access: 'signed-in', tags: ['bloc'], errors: signedInErrors } as const;
// a post open to supporters or members is locked for whoever else reads it
const anyReader = { ...signedIn, access: 'identified' } as const;

/** A creator's Bloc posts: written, changed and deleted by their creator, and read on their page. */
export const blocCalls = callTable<typeof blocSchemas>()({
  create: { method: 'POST', path: '/v1/user/bloc', ...signedIn },
  update: { method: 'PUT', path: '/v1/user/bloc/:id', ...signedIn },
  delete: { method: 'DELETE', path: '/v1/user/bloc/:id', ...signedIn },
  // scheduled posts (decision 0157): those still waiting, and one published now
  scheduled: { method: 'GET', path: '/v1/user/bloc/scheduled', ...signedIn },
  // one already published, or hidden by staff, is a conflict
  publish: {
    method: 'POST',
    path: '/v1/user/bloc/:id/publish',
    ...signedIn,
    errors: [...signedInErrors, 'ConflictException'],
  },
  list: { method: 'GET', path: '/v1/profile/:page_url/bloc', ...anyReader },
  get: { method: 'GET', path: '/v1/profile/:page_url/bloc/:id', ...anyReader },
});
