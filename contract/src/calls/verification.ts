import type { verificationSchemas } from '../verification.ts';
import { signedInErrors, staffErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

// a check sent while one is pending, or once approved, is a conflict
const own = {
  access: 'signed-in',
  tags: ['verification'],
  errors: [...signedInErrors, 'ForbiddenException', 'ConflictException'],
} as const;
// marked as staff-only in the OpenAPI document by the admin tag; a check decided already is a conflict
const review = { tags: ['admin'], errors: [...staffErrors, 'ConflictException'] } as const;
const reviewer = { staff: 'review_identity' } as const;

/** A creator's identity verification (decision 0107), and support's review of it. */
export const verificationCalls = callTable<typeof verificationSchemas>()({
  state: { method: 'GET', path: '/v1/user/verification', ...own },
  submit: { method: 'POST', path: '/v1/user/verification', ...own },
  list: { method: 'GET', path: '/v1/admin/verifications', access: reviewer, ...review },
  view: { method: 'GET', path: '/v1/admin/verifications/:id', access: reviewer, ...review },
  // an ID's photo answers anyone else 404: its address says nothing
  file: {
    method: 'GET',
    path: '/v1/admin/verifications/:id/files/:side',
    access: { ...reviewer, hidden: true },
    ...review,
  },
  approve: { method: 'POST', path: '/v1/admin/verifications/:id/approve', access: reviewer, ...review },
  reject: { method: 'POST', path: '/v1/admin/verifications/:id/reject', access: reviewer, ...review },
});
