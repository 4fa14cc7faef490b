import type { communitySchemas } from '../community.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['community'];
const signedIn = { access: 'signed-in', tags, errors: signedInErrors } as const;
// a call that asks Discord on the way may find it down
const signedInAsking = {
  access: 'signed-in',
  tags,
  errors: [...signedInErrors, 'ServiceUnavailableException'],
} as const;

/**
 * Discord and Telegram for members (issue #68, decision 0160): the creator's Discord server, its roles for
 * tiers and each member's role as PIXEL gave it; the member's own linked account; the page Discord sends
 * people back to; the creator's Telegram group, the updates Telegram sends its bot, and a member's invites.
 */
export const communityCalls = callTable<typeof communitySchemas>()({
  discordSettings: { method: 'GET', path: '/v1/user/community/discord', ...signedInAsking },
  discordConnect: {
    method: 'POST',
    path: '/v1/user/community/discord/connect',
    ...signedIn,
    errors: [...signedInErrors, 'ServiceUnavailableException'],
  },
  discordDisconnect: { method: 'DELETE', path: '/v1/user/community/discord', ...signedIn },
  discordRoles: { method: 'PUT', path: '/v1/user/community/discord/roles', ...signedInAsking },
  discordMembers: { method: 'GET', path: '/v1/user/community/discord/members', ...signedIn },
  discordRetry: {
    method: 'POST',
    path: '/v1/user/community/discord/members/:member_user_id/retry',
    ...signedIn,
  },
  discordCallback: {
    method: 'GET',
    path: '/v1/community/discord/callback',
    access: 'identified',
    tags,
    errors: ['ValidationException', 'TooManyRequestsException'],
  },
  myDiscord: { method: 'GET', path: '/v1/user/discord', ...signedIn },
  linkDiscord: {
    method: 'POST',
    path: '/v1/user/discord/link',
    ...signedIn,
    errors: [...signedInErrors, 'ServiceUnavailableException'],
  },
  unlinkDiscord: { method: 'DELETE', path: '/v1/user/discord', ...signedIn },
  telegramSettings: { method: 'GET', path: '/v1/user/community/telegram', ...signedIn },
  telegramConnect: { method: 'PUT', path: '/v1/user/community/telegram', ...signedInAsking },
  telegramDisconnect: { method: 'DELETE', path: '/v1/user/community/telegram', ...signedIn },
  telegramWebhook: {
    method: 'POST',
    path: '/v1/webhooks/telegram',
    access: 'anyone',
    tags,
    errors: ['InvalidSignatureException', 'ValidationException', 'NotFoundException'],
    hidden: true,
  },
  myTelegramInvites: { method: 'GET', path: '/v1/user/telegram-invites', ...signedIn },
});
