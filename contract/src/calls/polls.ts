import type { pollsSchemas } from '../polls.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['polls'];
// one poll open at a time, and a closed one stays closed
const change = { access: 'signed-in', tags, errors: [...signedInErrors, 'ConflictException'] } as const;

/**
 * Stream polls (issue #65): the creator opens one with 2 to 6 choices and closes it; viewers vote by gifting
 * with a choice named; the widget reads it by the overlay's secret address, the Support Me form by the page.
 */
export const pollsCalls = callTable<typeof pollsSchemas>()({
  list: { method: 'GET', path: '/v1/user/stream/polls', access: 'signed-in', tags, errors: signedInErrors },
  open: { method: 'POST', path: '/v1/user/stream/polls', ...change },
  close: { method: 'POST', path: '/v1/user/stream/polls/:id/close', ...change },
  // the overlay's own address is its only key: a streaming program's browser has no session
  widget: { method: 'GET', path: '/v1/overlay/:token/poll', access: 'anyone', tags, errors: signedInErrors },
  // a creator who blocked the reader has no page for them, and so no poll
  forPage: {
    method: 'GET',
    path: '/v1/profile/:page_url/poll',
    access: 'identified',
    tags,
    errors: signedInErrors,
  },
});
