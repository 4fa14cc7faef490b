import type { messageFilterSchemas } from '../overlay.ts';
import { callTable } from '../route-table.ts';

const signedIn = {
  access: 'signed-in',
  tags: ['message filter'],
  errors: ['UnauthorizedAccessException', 'ValidationException', 'TooManyRequestsException'],
} as const;

/** The creator's own blocked words and phrases, which hold a gift's words back from the overlay. */
export const messageFilterCalls = callTable<typeof messageFilterSchemas>()({
  phrases: { method: 'GET', path: '/v1/user/message-filter', ...signedIn },
  setPhrases: { method: 'PUT', path: '/v1/user/message-filter', ...signedIn },
});
