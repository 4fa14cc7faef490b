import type { hashtagsSchemas } from '../hashtags.ts';
import { callTable } from '../route-table.ts';

/** The public content that carries a hashtag, newest first. */
export const hashtagsCalls = callTable<typeof hashtagsSchemas>()({
  list: {
    method: 'GET',
    path: '/v1/hashtags/:tag',
    access: 'identified',
    tags: ['hashtags'],
    errors: ['ValidationException'],
  },
});
