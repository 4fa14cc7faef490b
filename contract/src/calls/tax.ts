import type { taxSchemas } from '../tax.ts';
import { signedInErrors, staffErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const own = {
  access: 'signed-in',
  tags: ['tax'],
  errors: [...signedInErrors, 'ForbiddenException'],
} as const;
// marked as staff-only in the OpenAPI document by the admin tag
const review = { tags: ['admin'], errors: staffErrors } as const;

/** A creator's TIN and BIR 2303 certificate, their yearly earnings certificate, and support's look at both. */
export const taxCalls = callTable<typeof taxSchemas>()({
  details: { method: 'GET', path: '/v1/user/tax', ...own },
  save: { method: 'PUT', path: '/v1/user/tax', ...own },
  // the yearly earnings certificate (decision 0109), a PDF to keep or a CSV for a spreadsheet
  certificate: {
    method: 'GET',
    path: '/v1/user/statements/tax-certificate',
    access: 'signed-in',
    tags: ['wallet'],
    errors: ['UnauthorizedAccessException', 'ValidationException'],
  },
  staffDetails: {
    method: 'GET',
    path: '/v1/admin/tax/:user_id',
    access: { staff: 'review_identity' },
    ...review,
  },
  // a person's certificate answers anyone else 404: its address says nothing
  staffCertificate: {
    method: 'GET',
    path: '/v1/admin/tax/:user_id/certificate',
    access: { staff: 'review_identity', hidden: true },
    ...review,
  },
});
