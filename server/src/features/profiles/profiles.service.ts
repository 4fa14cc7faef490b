import type { PublicProfile } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { AppError, say } from '../../lib/errors.ts';
import { pageMeta, personSummaryOf } from '../../lib/pagination.ts';
import type { HashtagIndex } from '../hashtags/hashtags.service.ts';
import type { ImagesService } from '../images/images.service.ts';
import type { creatorCounts, photoPostCounts } from '../../db/schema/index.ts';
import type { PageVisitRow } from '../../db/page-visit.ts';
import type { ReadWithSession, SessionParams } from '../../plugins/session.ts';
import type { ProfileRow, ProfilesRepository } from './profiles.repository.ts';

/** What a page shows of its creator (`PageVisit.creator`; any account row has it). */
export type PageCreator = PageVisitRow['creator'];

export function presentProfile(
  user: PageCreator,
  viewer: { isOwner: boolean; isFollowing: boolean },
): PublicProfile {
  return {
    page_url: user.pageUrl,
    page_name: user.pageName,
    bio: user.bio,
    avatar: user.avatar,
    avatar_variants: { WH100: user.avatarWh100 ?? user.avatar },
    cover_photo: user.coverPhoto,
    cover_variants: user.coverPhoto ? user.coverVariants : null,
    donation_count: user.donationCount,
    follower_count: user.followerCount,
    is_following: viewer.isFollowing,
    is_owner: viewer.isOwner,
  };
}

/**
 * A creator's page as one viewer comes to it, read in one round trip: the creator, the counts their lists
 * show (decision 0076), and what the viewer is to them. Every tab of the page starts from it.
 */
export interface PageVisit {
  creator: PageCreator;
  viewerId: string | null;
  isOwner: boolean;
  isFollowing: boolean;
  /** The viewer has a settled gift to the creator: supporters-only posts open to them. */
  hasSupported: boolean;
  creatorCounts: typeof creatorCounts.$inferSelect | null;
  photoPostCounts: typeof photoPostCounts.$inferSelect | null;
  /** The creator's posts the viewer bought that the page no longer lists (hidden, or deleted in grace). */
  boughtBeyond: number;
}

/** Finds the page at `pageUrl` for `viewerId`: null when there is none, or its creator blocked the viewer. */
export type VisitPage = (pageUrl: string, viewerId: string | null) => Promise<PageVisit | null>;

/** Finds the page at `pageUrl` for the viewer the session a cookie names, read with it (decision 0115). */
export type VisitPageAsSession = (
  pageUrl: string,
  session: SessionParams,
) => Promise<ReadWithSession<PageVisit | null>>;

export function presentVisit(visit: PageVisit): PublicProfile {
  return presentProfile(visit.creator, { isOwner: visit.isOwner, isFollowing: visit.isFollowing });
}

/** A page's visit as one row read it; null when there is no page, or its creator blocked the viewer. */
export function visitOf(row: PageVisitRow | null, viewerId: string | null): PageVisit | null {
  // a creator who blocked the viewer is as absent as one that does not exist
  if (!row || row.blocked) return null;
  const isOwner = viewerId === row.creator.id;
  return {
    creator: row.creator,
    viewerId,
    isOwner,
    isFollowing: !isOwner && row.following,
    hasSupported: row.supported,
    creatorCounts: row.creatorCounts,
    photoPostCounts: row.photoPostCounts,
    boughtBeyond: isOwner ? 0 : row.boughtBeyond,
  };
}

/**
 * A page's visit as a statement that read the session with it found it (`sessionPageVisitQuery`): the
 * session, and the visit of the viewer that session is.
 */
export function sessionVisitOf(
  row: (PageVisitRow & Pick<ReadWithSession<unknown>, 'session'> & { viewerId: string | null }) | null,
): ReadWithSession<PageVisit | null> {
  return { session: row?.session ?? null, value: row && visitOf(row, row.viewerId) };
}

export function createProfilesService(deps: {
  db: Db;
  repository: ProfilesRepository;
  images: Pick<ImagesService, 'store'>;
  hashtags: HashtagIndex;
}) {
  const { db, repository, images, hashtags } = deps;

  const own = (user: ProfileRow) => presentProfile(user, { isOwner: true, isFollowing: false });

  const visit: VisitPage = async (pageUrl, viewerId) =>
    visitOf(await repository.visit(pageUrl, viewerId), viewerId);

  const visitAsSession: VisitPageAsSession = async (pageUrl, session) =>
    sessionVisitOf(await repository.visitAsSession(pageUrl, session));

  return {
    visit,
    visitAsSession,

    /**
     * The public page a visit found (`visitAsSession`, decision 0117); a creator who blocked the viewer is
     * as absent as one that does not exist.
     */
    async publicOf(pageUrl: string, found: PageVisit | null) {
      if (!found) {
        // a page staff suspended is there, closed: Content not accessible rather than Page Not Found
        if (await repository.isSuspended(pageUrl)) {
          throw new AppError('forbidden', say('contentNotAccessible'), { data: { suspended: true } });
        }
        throw new AppError('not_found', say('pageNotFound'));
      }
      return presentVisit(found);
    },

    /** Page name and bio; the bio's tags are indexed in the same transaction. */
    async update(input: { userId: string; pageName: string; bio?: string }) {
      const user = await db.transaction(async (tx) => {
        const row = await repository.update(tx, input.userId, {
          pageName: input.pageName,
          bio: input.bio ?? null,
        });
        await hashtags.index(tx, {
          type: 'bio',
          id: row.id,
          creatorUserId: row.id,
          text: row.bio,
          excerpt: row.bio ?? '',
          createdAt: new Date(),
        });
        return row;
      });
      return own(user);
    },

    async setAvatar(input: { userId: string; file: Buffer }) {
      const stored = await images.store({ userId: input.userId, file: input.file, shape: 'avatar' });
      const user = await repository.update(db, input.userId, {
        avatar: stored.url,
        avatarWh100: stored.variants.WH100 ?? null,
      });
      return own(user);
    },

    async setCover(input: { userId: string; file: Buffer }) {
      const stored = await images.store({ userId: input.userId, file: input.file, shape: 'cover' });
      const { W640, W1280, W640_WEBP, W1280_WEBP } = stored.variants;
      return own(
        await repository.update(db, input.userId, {
          coverPhoto: stored.url,
          coverVariants: { W640: W640!, W1280: W1280!, W640_WEBP: W640_WEBP!, W1280_WEBP: W1280_WEBP! },
        }),
      );
    },

    async search(input: { viewerId: string | null; search?: string; page: number; perPage: number }) {
      const { rows, total } = await repository.search(input);
      return {
        data: rows.map(personSummaryOf),
        meta: pageMeta({ page: input.page, perPage: input.perPage, total }),
      };
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
