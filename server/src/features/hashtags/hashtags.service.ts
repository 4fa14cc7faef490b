import { extractHashtags, type HashtagItem, type HashtagSourceType } from '@pixel/contract';
import type { Tx } from '../../db/client.ts';
import { pageMeta, personSummaryOf } from '../../lib/pagination.ts';
import type { HashtagsRepository } from './hashtags.repository.ts';

const EXCERPT_MAX = 200;

/** The start of a text, cut at a word and marked with '…' when longer than the excerpt. */
export function excerptOf(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_MAX) return flat;
  const cut = flat.slice(0, EXCERPT_MAX - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > EXCERPT_MAX / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

export interface HashtagSource {
  type: HashtagSourceType;
  id: string;
  creatorUserId: string;
  /** Where the tags are read from; null when the text is not public (any more). */
  text: string | null;
  /** What the hashtag page shows of it. */
  excerpt: string;
  /** When the text became public. */
  createdAt: Date;
}

export function createHashtagsService(deps: { repository: HashtagsRepository }) {
  const { repository } = deps;

  return {
    /** Rewrites a text's tags in the caller's transaction, so the index never disagrees with the text. */
    async index(tx: Tx, source: HashtagSource) {
      await repository.forget(tx, source.type, source.id);
      const tags = extractHashtags(source.text);
      await repository.insert(
        tx,
        tags.map((tag) => ({
          tag,
          sourceType: source.type,
          sourceId: source.id,
          creatorUserId: source.creatorUserId,
          excerpt: excerptOf(source.excerpt),
          createdAt: source.createdAt,
        })),
      );
    },

    forget: (tx: Tx, type: HashtagSourceType, id: string) => repository.forget(tx, type, id),

    async list(input: { tag: string; viewerId: string | null; page: number; perPage: number }) {
      const { rows, total } = await repository.list(input);
      return {
        data: rows.map((row): HashtagItem => ({
          type: row.sourceType as HashtagSourceType,
          // a bio is found by its creator's page
          id: row.sourceType === 'bio' ? row.pageUrl : row.sourceId,
          creator: personSummaryOf(row),
          excerpt: row.excerpt,
          created_at: row.createdAt.toISOString(),
        })),
        meta: pageMeta({ page: input.page, perPage: input.perPage, total }),
      };
    },
  };
}

export type HashtagsService = ReturnType<typeof createHashtagsService>;
/** What features with public text need: keep their text's tags in the index. */
export type HashtagIndex = Pick<HashtagsService, 'index' | 'forget'>;
