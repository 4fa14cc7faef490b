import type { profilesSchemas } from '../profiles.ts';
import { callTable } from '../route-table.ts';

const tags = ['profiles'];
const own = {
  access: 'signed-in',
  tags,
  errors: ['UnauthorizedAccessException', 'ValidationException', 'TooManyRequestsException'],
} as const;

/** The public side of a creator (what anyone sees at /{page_url}), the search of creators, and its owner's changes. */
export const profilesCalls = callTable<typeof profilesSchemas>()({
  // a suspended page is 403, a page that is not there 404
  profile: {
    method: 'GET',
    path: '/v1/profile/:page_url',
    access: 'anyone',
    tags,
    errors: ['ForbiddenException', 'NotFoundException', 'ValidationException'],
  },
  search: {
    method: 'GET',
    path: '/v1/profiles',
    access: 'identified',
    tags,
    errors: ['ValidationException'],
  },
  update: { method: 'PUT', path: '/v1/user/profile', ...own },
  avatar: { method: 'POST', path: '/v1/user/profile/avatar', ...own },
  cover: { method: 'POST', path: '/v1/user/profile/cover', ...own },
});
