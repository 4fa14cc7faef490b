import type { ContentType } from '@pixel/contract';

/** What the reactions feature must know of a piece of content, as seen by one viewer. */
export interface ContentAccess {
  ownerUserId: string;
  /** False when the viewer may see that it exists but not open it (a supporters-only post, a locked photo). */
  canOpen: boolean;
  /** A members-only post: a membership of the creator's opens it, not a gift or a purchase. */
  membersOnly?: boolean;
}

/** Finds a piece of content for a viewer; null when it does not exist or is not theirs to know of. */
export type ContentLookup = (contentId: string, viewerId: string | null) => Promise<ContentAccess | null>;

/**
 * Content lives in the features that make it (Bloc posts, photos); each registers how to find its own
 * content, so features that work across content (reactions) never read another feature's tables.
 */
export function createContentRegistry() {
  const lookups = new Map<ContentType, ContentLookup>();
  return {
    register(type: ContentType, lookup: ContentLookup) {
      if (lookups.has(type)) throw new Error(`content type ${type} is registered twice`);
      lookups.set(type, lookup);
    },
    /** A type nobody registered yet has no content at all. */
    async find(type: ContentType, contentId: string, viewerId: string | null) {
      const lookup = lookups.get(type);
      return lookup ? lookup(contentId, viewerId) : null;
    },
  };
}

export type ContentRegistry = ReturnType<typeof createContentRegistry>;
