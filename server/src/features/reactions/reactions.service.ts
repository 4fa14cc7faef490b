import {
  reactionIconPath,
  reactionKinds,
  type ContentType,
  type ReactionBadge,
  type ReactionId,
  type ReactionTotals,
  type Said,
} from '@pixel/contract';
import type { Tx } from '../../db/client.ts';
import type { ContentRegistry } from '../../lib/content-registry.ts';
import { AppError, say } from '../../lib/errors.ts';
import { pageMeta, personSummaryOf } from '../../lib/pagination.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { CountsRow, ReactionColumnValues, ReactionsRepository } from './reactions.repository.ts';

/** Totals from the counts in reaction order (heart, laugh, support, sad, angry), none when never reacted. */
function totalsOf(
  counts: readonly number[] | null | undefined,
  ownReactionId: number | null,
): ReactionTotals {
  const [heart = 0, laugh = 0, support = 0, sad = 0, angry = 0] = counts ?? [];
  return {
    heart_count: heart,
    laugh_count: laugh,
    support_count: support,
    sad_count: sad,
    angry_count: angry,
    all_count: heart + laugh + support + sad + angry,
    details: { id: ownReactionId },
  };
}

const countsOf = (row: CountsRow) => [
  row.heartCount,
  row.laughCount,
  row.supportCount,
  row.sadCount,
  row.angryCount,
];

export function createReactionsService(deps: {
  repository: ReactionsRepository;
  contents: ContentRegistry;
  blocks: BlockCheck;
  publicUrl: string;
}) {
  const { repository, contents, blocks, publicUrl } = deps;

  const badges = new Map<number, ReactionBadge>(
    reactionKinds.map((kind) => [
      kind.id,
      { id: kind.id, key: kind.key, name: kind.name, icon_url: `${publicUrl}${reactionIconPath(kind.key)}` },
    ]),
  );

  async function contentFor(type: ContentType, contentId: string, viewerId: string | null) {
    const content = await contents.find(type, contentId, viewerId);
    if (!content) throw new AppError('not_found', say('contentNotFound'));
    return content;
  }

  async function totalsFor(type: ContentType, contentIds: string[], viewerId: string | null) {
    const [counts, own] = await Promise.all([
      repository.counts(type, contentIds),
      viewerId ? repository.ownReactions(type, contentIds, viewerId) : [],
    ]);
    const countsById = new Map(counts.map((row) => [row.contentId, countsOf(row)]));
    const ownById = new Map(own.map((row) => [row.contentId, row.reactionId]));
    return new Map(
      contentIds.map((id) => [id, totalsOf(countsById.get(id), ownById.get(id) ?? null)] as const),
    );
  }

  async function totalsOne(type: ContentType, contentId: string, viewerId: string | null) {
    return (await totalsFor(type, [contentId], viewerId)).get(contentId)!;
  }

  // what opens locked content differs: a gift opens a supporters-only post, a purchase opens photos, and a
  // membership opens a members-only post of either
  const lockedMessages: Record<ContentType, Said> = {
    bloc: say('reactSupportersOnly'),
    image: say('reactPhotoLocked'),
    image_collection: say('reactPhotoSetLocked'),
  };

  return {
    async add(input: { userId: string; type: ContentType; contentId: string; reactionId: ReactionId }) {
      const content = await contentFor(input.type, input.contentId, input.userId);
      if (await blocks.isBlocked(content.ownerUserId, input.userId)) {
        throw new AppError('reaction_not_allowed', say('cannotReact'));
      }
      if (!content.canOpen) {
        throw new AppError(
          'reaction_not_allowed',
          content.membersOnly ? say('reactMembersOnly') : lockedMessages[input.type],
        );
      }
      await repository.set({ ...input, type: input.type });
      return {
        message: 'Reaction added.',
        totals: await totalsOne(input.type, input.contentId, input.userId),
      };
    },

    /** Taking a reaction back is always allowed, even after a block: it only removes. */
    async remove(input: { userId: string; type: ContentType; contentId: string }) {
      await contentFor(input.type, input.contentId, input.userId);
      await repository.remove(input);
      return {
        message: 'Reaction removed.',
        totals: await totalsOne(input.type, input.contentId, input.userId),
      };
    },

    async reactors(input: {
      viewerId: string | null;
      type: ContentType;
      contentId: string;
      reactionId: ReactionId | null;
      page: number;
      perPage: number;
    }) {
      const content = await contentFor(input.type, input.contentId, input.viewerId);
      if (await blocks.isBlocked(content.ownerUserId, input.viewerId)) {
        throw new AppError('not_found', say('contentNotFound'));
      }
      const [rows, totals] = await Promise.all([
        repository.reactors(input),
        totalsOne(input.type, input.contentId, input.viewerId),
      ]);
      // the counts are of the same rows the list pages through
      const total = input.reactionId
        ? totals[`${badges.get(input.reactionId)!.key}_count`]
        : totals.all_count;
      return {
        data: {
          reactors: rows.map((row) => ({
            ...personSummaryOf(row),
            reaction: badges.get(row.reactionId)!,
          })),
          totals,
        },
        meta: pageMeta({ page: input.page, perPage: input.perPage, total }),
      };
    },

    /** The counts of many pieces of content at once, with the viewer's own reactions: for lists. */
    totalsFor,

    /** Reactions as columns of a list's own query (one round trip), and the totals a row of it answers. */
    columns: repository.columns,
    totalsOfRow: (row: ReactionColumnValues) => totalsOf(row.reactionCounts, row.ownReaction),

    forget: (tx: Tx, type: ContentType, contentId: string) => repository.forget(tx, type, contentId),
  };
}

export type ReactionsService = ReturnType<typeof createReactionsService>;
/** What content features need: counts for their lists, and cleaning up when content is deleted. */
export type ReactionCounts = Pick<ReactionsService, 'totalsFor' | 'forget' | 'columns' | 'totalsOfRow'>;
export type { ReactionColumns, ReactionColumnValues } from './reactions.repository.ts';
