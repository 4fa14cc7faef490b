import { exploreLimits, normalizeHashtag, type ExploreCreator, type ExploreTag } from '@pixel/contract';
import { personSummaryOf } from '../../lib/pagination.ts';
import { excerptOf } from '../hashtags/hashtags.service.ts';
import type { ExploreRepository } from './explore.repository.ts';

type CreatorRow = Awaited<ReturnType<ExploreRepository['popular']>>[number];
type TagRow = Awaited<ReturnType<ExploreRepository['trendingTags']>>[number];

const presentCreator = (row: CreatorRow): ExploreCreator => ({
  ...personSummaryOf(row),
  bio: row.bio?.trim() ? excerptOf(row.bio) : null,
  follower_count: row.followerCount,
  supporter_count: row.supporterCount,
  post_count: row.postCount,
});

const presentTag = (row: TagRow): ExploreTag => ({
  tag: row.tag,
  count: row.count,
  recent_count: row.recentCount,
});

/** Explore: where a person finds creators and tags, by what is popular, new or searched for. */
export function createExploreService(deps: { repository: ExploreRepository; now: () => Date }) {
  const { repository, now } = deps;

  return {
    async explore({ viewerId }: { viewerId: string | null }) {
      const [tags, popular, newest] = await Promise.all([
        repository.trendingTags({ now: now(), limit: exploreLimits.tags }),
        repository.popular({ viewerId, limit: exploreLimits.popular }),
        repository.newest({ viewerId, limit: exploreLimits.newest }),
      ]);
      return {
        data: {
          trending_tags: tags.map(presentTag),
          popular_creators: popular.map(presentCreator),
          new_creators: newest.map(presentCreator),
        },
      };
    },

    async search({ viewerId, search }: { viewerId: string | null; search: string }) {
      // '#pixel' and 'pixel' look for the same tags; a tag is only letters, digits and underscores
      const start = normalizeHashtag(search.replace(/^#/, ''));
      const [creators, tags] = await Promise.all([
        repository.search({ viewerId, search: search.replace(/^[#@]/, ''), limit: exploreLimits.search }),
        /^[\p{L}\p{M}\p{N}_]+$/u.test(start)
          ? repository.tagsStartingWith({ now: now(), start, limit: exploreLimits.searchTags })
          : [],
      ]);
      return { data: { creators: creators.map(presentCreator), tags: tags.map(presentTag) } };
    },
  };
}

export type ExploreService = ReturnType<typeof createExploreService>;
