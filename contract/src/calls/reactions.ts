import type { reactionsSchemas } from '../reactions.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['reactions'];
// content whose creator blocked the person, or that is not open to them, takes no reaction (403)
const errors = [...signedInErrors, 'ReactionNotAllowedException'] as const;

/** A person's reaction to a piece of content, and who reacted how. */
export const reactionsCalls = callTable<typeof reactionsSchemas>()({
  add: { method: 'POST', path: '/v1/user/reactions/add', access: 'signed-in', tags, errors },
  remove: { method: 'DELETE', path: '/v1/user/reactions/remove', access: 'signed-in', tags, errors },
  reactors: { method: 'GET', path: '/v1/content/reactors', access: 'identified', tags, errors },
});
