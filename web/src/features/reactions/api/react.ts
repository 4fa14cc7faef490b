import { reactionsCalls, type ContentType, type ReactionId, type ReactionTotals } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { reactionKinds } from '../lib/reaction-kinds';

export type ReactionTarget = { contentId: string; contentType: ContentType };

/** Sets the user's reaction (replacing the one they had); answers the counts after the change. */
export const addReaction = async ({
  contentId,
  contentType,
  reactionId,
}: ReactionTarget & { reactionId: ReactionId }) =>
  (
    await call(reactionsCalls.add, {
      body: { content_id: contentId, content_type: contentType, reaction_id: reactionId },
    })
  ).data.totals;

export const removeReaction = async ({ contentId, contentType }: ReactionTarget) =>
  (
    await call(reactionsCalls.remove, {
      body: { content_id: contentId, content_type: contentType },
    })
  ).data.totals;

const countKey = (id: number) => `${reactionKinds.find((kind) => kind.id === id)!.key}_count` as const;

/**
 * The counts once the user's reaction becomes `next` (null: none): the old reaction's count goes down, the
 * new one's up, never below 0 (spec §4).
 */
export function withReaction(totals: ReactionTotals, next: ReactionId | null): ReactionTotals {
  const result = { ...totals, details: { id: next } };
  const previous = totals.details.id;
  if (previous === next) return totals;
  if (previous !== null && reactionKinds.some((kind) => kind.id === previous)) {
    const key = countKey(previous);
    result[key] = Math.max(0, result[key] - 1);
  }
  if (next !== null) {
    const key = countKey(next);
    result[key] = result[key] + 1;
  }
  result.all_count =
    result.heart_count + result.laugh_count + result.support_count + result.sad_count + result.angry_count;
  return result;
}
