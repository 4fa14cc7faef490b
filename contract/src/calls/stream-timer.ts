import type { streamTimerSchemas } from '../stream-timer.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['stream timer'];
const signedIn = { access: 'signed-in', tags, errors: signedInErrors } as const;
// a pause of a timer not running, a resume of one not paused
const change = { ...signedIn, errors: [...signedInErrors, 'ConflictException'] } as const;

/**
 * The subathon timer (issue #65): a countdown the creator starts, pauses, resumes and stops, that gifts and
 * new members extend by the creator's rules; its widget reads it by the overlay's secret address.
 */
export const streamTimerCalls = callTable<typeof streamTimerSchemas>()({
  timer: { method: 'GET', path: '/v1/user/stream/timer', ...signedIn },
  setRules: { method: 'PUT', path: '/v1/user/stream/timer', ...signedIn },
  start: { method: 'POST', path: '/v1/user/stream/timer/start', ...signedIn },
  pause: { method: 'POST', path: '/v1/user/stream/timer/pause', ...change },
  resume: { method: 'POST', path: '/v1/user/stream/timer/resume', ...change },
  stop: { method: 'POST', path: '/v1/user/stream/timer/stop', ...signedIn },
  // the overlay's own address is its only key: a streaming program's browser has no session
  widget: { method: 'GET', path: '/v1/overlay/:token/timer', access: 'anyone', tags, errors: signedInErrors },
});
