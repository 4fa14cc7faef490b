import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { personSummary } from './pagination.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/**
 * A creator as Explore and the home page list them. Only creators with something to show are listed
 * (decision 0087): a published Snap or Snap Slide, a Bloc post, a goal, a gift shown on their page or an
 * answered question.
 */
export const exploreCreator = personSummary.extend({
  /** The start of the bio (at most 200 characters, '…' when cut); null when there is none. */
  bio: z.string().nullable(),
  follower_count: z.number().int(),
  /** Settled gifts, shown as Supporters on the page. */
  supporter_count: z.number().int(),
  /** Published Snaps and Snap Slides, and Bloc posts. */
  post_count: z.number().int(),
});
export type ExploreCreator = z.infer<typeof exploreCreator>;

/** A tag and how many public texts carry it (in all, and in the last 30 days). */
export const exploreTag = z.object({
  tag: z.string(),
  count: z.number().int(),
  recent_count: z.number().int(),
});
export type ExploreTag = z.infer<typeof exploreTag>;

/** How many creators Explore's lists hold. */
export const exploreLimits = { popular: 12, newest: 8, tags: 12, search: 12, searchTags: 8 } as const;

/**
 * GET /v1/explore: the tags most used in the last 30 days (then in all), the most followed creators and
 * the creators who joined last, each list leaving out creators who blocked the viewer.
 */
export const exploreResponse = dataEnvelope(
  z.object({
    trending_tags: z.array(exploreTag),
    popular_creators: z.array(exploreCreator),
    new_creators: z.array(exploreCreator),
  }),
);
export type ExploreResponse = z.infer<typeof exploreResponse>;

/** GET /v1/explore/search: creators by page name (accents ignored) or page address, and tags by their start. */
export const exploreSearchQuery = z.object({
  search: z
    .string({ error: says('fieldRequired', { field: 'search' }) })
    .trim()
    .min(1, says('fieldRequired', { field: 'search' }))
    .max(100, says('fieldTooLong', { field: 'search', max: 100 })),
});
export type ExploreSearchQuery = z.input<typeof exploreSearchQuery>;

/** Creators with something to show come first, then the most followed; tags most used first. */
export const exploreSearchResponse = dataEnvelope(
  z.object({ creators: z.array(exploreCreator), tags: z.array(exploreTag) }),
);
export type ExploreSearchResponse = z.infer<typeof exploreSearchResponse>;

/** The schemas of `exploreCalls` (`calls/explore.ts`). */
export const exploreSchemas = {
  explore: { answers: { 200: exploreResponse } },
  search: { query: exploreSearchQuery, answers: { 200: exploreSearchResponse } },
} as const satisfies SchemaTable;
