import type { velocitySchemas } from '../velocity.ts';
import { staffErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

// marked as staff-only in the OpenAPI document by the admin tag
const tags = ['admin'];

/** Staff's side of a person's velocity limits (decision 0108): read them, set one, put one back. */
export const velocityCalls = callTable<typeof velocitySchemas>()({
  limits: {
    method: 'GET',
    path: '/v1/admin/users/:user_id/limits',
    access: { staff: 'view_people' },
    tags,
    errors: staffErrors,
  },
  set: {
    method: 'PUT',
    path: '/v1/admin/users/:user_id/limits/:key',
    access: { staff: 'set_limits' },
    tags,
    errors: staffErrors,
  },
  // a limit at its default already is a conflict
  reset: {
    method: 'DELETE',
    path: '/v1/admin/users/:user_id/limits/:key',
    access: { staff: 'set_limits' },
    tags,
    errors: [...staffErrors, 'ConflictException'],
  },
});
