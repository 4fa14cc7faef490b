import type { imagesSchemas } from '../media.ts';
import { callTable } from '../route-table.ts';

/** An image uploaded for a field that takes one (a goal's cover, a Q&A banner, a Bloc image). */
export const imagesCalls = callTable<typeof imagesSchemas>()({
  upload: {
    method: 'POST',
    path: '/v1/images/upload',
    access: 'signed-in',
    tags: ['images'],
    errors: ['UnauthorizedAccessException', 'ValidationException', 'TooManyRequestsException'],
  },
});
