import type { marksSchemas } from '../marks.ts';
import { signedInErrors, staffErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['marks'];
// a report of the same viewer's copy of the post is open already
const reporting = { tags, errors: [...signedInErrors, 'ConflictException'] } as const;
const staff = { tags: ['admin'], errors: staffErrors } as const;
// the report, the purchase or the account is no longer as the page showed it
const change = { tags: ['admin'], errors: [...staffErrors, 'ConflictException'] } as const;

/**
 * Per-buyer marks (issue #67, decision 0154): a creator looks up a copy of one of their photos found
 * elsewhere and may report the named viewer to staff; support runs the same lookup for a creator, and acts
 * on the reports (closes the post to the viewer, suspends the account), each step audited.
 */
export const marksCalls = callTable<typeof marksSchemas>()({
  lookup: {
    method: 'POST',
    path: '/v1/user/marks/lookups',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
  },
  report: { method: 'POST', path: '/v1/user/marks/lookups/:id/report', access: 'signed-in', ...reporting },
  settings: {
    method: 'GET',
    path: '/v1/user/marks/settings',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
  },
  saveSettings: {
    method: 'PUT',
    path: '/v1/user/marks/settings',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
  },
  staffLookup: {
    method: 'POST',
    path: '/v1/admin/users/:user_id/marks/lookups',
    access: { staff: 'moderate_content' },
    ...staff,
  },
  staffReports: {
    method: 'GET',
    path: '/v1/admin/leak-reports',
    access: { staff: 'moderate_content' },
    ...staff,
  },
  staffRevoke: {
    method: 'POST',
    path: '/v1/admin/leak-reports/:id/revoke',
    access: { staff: 'moderate_content' },
    ...change,
  },
  staffSuspend: {
    method: 'POST',
    path: '/v1/admin/leak-reports/:id/suspend',
    access: { staff: 'suspend' },
    ...change,
  },
  staffClose: {
    method: 'POST',
    path: '/v1/admin/leak-reports/:id/close',
    access: { staff: 'moderate_content' },
    ...change,
  },
});
