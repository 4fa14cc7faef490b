import type { moderationSchemas } from '../admin.ts';
import { staffErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

// marked as staff-only in the OpenAPI document by the admin tag; hiding a post hidden already is a conflict
const staff = { tags: ['admin'], errors: [...staffErrors, 'ConflictException'] } as const;

/** Staff's side of a person's posts: list them, hide one, show it again. */
export const moderationCalls = callTable<typeof moderationSchemas>()({
  posts: {
    method: 'GET',
    path: '/v1/admin/users/:user_id/posts',
    access: { staff: 'view_people' },
    ...staff,
  },
  hide: {
    method: 'POST',
    path: '/v1/admin/posts/:kind/:post_id/hide',
    access: { staff: 'moderate_content' },
    ...staff,
  },
  show: {
    method: 'POST',
    path: '/v1/admin/posts/:kind/:post_id/show',
    access: { staff: 'moderate_content' },
    ...staff,
  },
});
