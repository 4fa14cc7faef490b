import type { auditSchemas } from '../admin.ts';
import { staffErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

/** The audit trail as staff who may read it see it (decision 0098). */
export const auditCalls = callTable<typeof auditSchemas>()({
  // marked as staff-only in the OpenAPI document by the admin tag
  list: {
    method: 'GET',
    path: '/v1/admin/audit',
    access: { staff: 'read_audit' },
    tags: ['admin'],
    errors: staffErrors,
  },
});
