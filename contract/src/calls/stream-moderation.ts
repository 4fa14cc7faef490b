import type { streamModerationSchemas } from '../stream-moderation.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['stream moderation'];
const signedIn = { access: 'signed-in', tags, errors: signedInErrors } as const;
// the creator's queue, for the creator and the moderators they named: anyone else is refused (403)
const queue = { ...signedIn, errors: [...signedInErrors, 'ForbiddenException'] } as const;
// a held alert someone else decided on first
const decide = {
  ...signedIn,
  errors: [...signedInErrors, 'ForbiddenException', 'ConflictException'],
} as const;

/**
 * The stream's moderation queue (issue #65, decision 0147): the creator names moderators by their page;
 * the creator and those moderators skip, replay, pause and resume alerts, and show or skip the ones held for
 * a link, through calls naming the creator's page.
 */
export const streamModerationCalls = callTable<typeof streamModerationSchemas>()({
  moderators: { method: 'GET', path: '/v1/user/stream/moderators', ...signedIn },
  addModerator: { method: 'POST', path: '/v1/user/stream/moderators', ...signedIn },
  removeModerator: { method: 'DELETE', path: '/v1/user/stream/moderators/:page_url', ...signedIn },
  setSettings: { method: 'PUT', path: '/v1/user/stream/moderation', ...signedIn },
  queue: { method: 'GET', path: '/v1/stream/:page_url/moderation', ...queue },
  skip: { method: 'POST', path: '/v1/stream/:page_url/moderation/skip', ...decide },
  replay: { method: 'POST', path: '/v1/stream/:page_url/moderation/replay', ...decide },
  show: { method: 'POST', path: '/v1/stream/:page_url/moderation/show', ...decide },
  pause: { method: 'POST', path: '/v1/stream/:page_url/moderation/pause', ...queue },
  resume: { method: 'POST', path: '/v1/stream/:page_url/moderation/resume', ...queue },
});
