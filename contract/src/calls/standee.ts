import { callTable } from '../route-table.ts';
import type { standeeSchemas } from '../standee.ts';

/**
 * A creator's printable standee: their name, avatar and a large QR code that opens their gift page, as a
 * PDF to print on A6 or A5 and stand on a table at a con or a gig. Downloaded by the browser from a link.
 */
export const standeeCalls = callTable<typeof standeeSchemas>()({
  pdf: {
    method: 'GET',
    path: '/v1/user/standee',
    access: 'signed-in',
    tags: ['share'],
    errors: ['UnauthorizedAccessException', 'ValidationException', 'TooManyRequestsException'],
  },
});
