import { z } from 'zod';
import { requiredText } from './fields.ts';
import { pageQuery, personSummary, searchField } from './pagination.ts';
import { pageEnvelope } from './envelope.ts';
import type { SchemaTable } from './route-table.ts';
import { followPageSize } from './constants.ts';

/** Another person's page, named by its page_url. */
export const usernameField = requiredText('username', 64)
  // page addresses are case-insensitive
  .toLowerCase();

/** Body of follow, unfollow, follower/remove, block and unblock. */
export const usernameRequest = z.strictObject({ username: usernameField });
export type UsernameRequest = z.input<typeof usernameRequest>;

/**
 * What follow, unfollow, follower/remove, block and unblock answer: the spec's toast text and where the
 * two people stand afterwards, so the page can update without asking again.
 */
export const relationResponse = z.object({
  data: z.object({
    /** 'Followed Successfully', 'Unfollowed Successfully', 'Removed Successfully', 'Blocked Successfully', 'Unblocked Successfully'. */
    message: z.string(),
    /** The other person. */
    page_url: z.string(),
    /** The other person's follower count. */
    follower_count: z.number().int(),
    /** Whether the signed-in user follows the other person now. */
    is_following: z.boolean(),
    /** Whether the other person follows the signed-in user now. */
    follows_you: z.boolean(),
    /** Whether the signed-in user has blocked the other person. */
    is_blocked: z.boolean(),
    /** The signed-in user's own follower count (changes on remove and block). */
    own_follower_count: z.number().int(),
  }),
});
export type RelationResponse = z.infer<typeof relationResponse>;

/** GET /v1/user/following, /v1/user/follower, /v1/user/blocked: search on page name and page url. */
export const followListQuery = pageQuery(followPageSize).extend({ search: searchField });
export type FollowListQuery = z.input<typeof followListQuery>;

/** One row of the Following, Followers or Blocked list. */
export const follower = personSummary;
export type Follower = z.infer<typeof follower>;

const relation = { body: usernameRequest, answers: { 200: relationResponse } };
const list = { query: followListQuery, answers: { 200: pageEnvelope(follower) } };

/** The schemas of `followsCalls` (`calls/follows.ts`). */
export const followsSchemas = {
  follow: relation,
  unfollow: relation,
  removeFollower: relation,
  block: relation,
  unblock: relation,
  following: list,
  followers: list,
  blocked: list,
} as const satisfies SchemaTable;
