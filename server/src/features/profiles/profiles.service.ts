import type { PublicProfile } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { pageMeta, personSummaryOf } from '../../lib/pagination.ts';
import type { FollowsService } from '../follows/follows.service.ts';
import type { HashtagIndex } from '../hashtags/hashtags.service.ts';
import type { ImagesService } from '../images/images.service.ts';
import type { ProfileRow, ProfilesRepository } from './profiles.repository.ts';

export function presentProfile(
  user: ProfileRow,
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

export function createProfilesService(deps: {
  db: Db;
  repository: ProfilesRepository;
  relations: Pick<FollowsService, 'isBlocked' | 'isFollowing'>;
  images: Pick<ImagesService, 'store'>;
  hashtags: HashtagIndex;
}) {
  const { db, repository, relations, images, hashtags } = deps;

  const own = (user: ProfileRow) => presentProfile(user, { isOwner: true, isFollowing: false });

  return {
    /** The public page; a creator who blocked the viewer is as absent as one that does not exist. */
    async getPublic(input: { pageUrl: string; viewerId: string | null }) {
      const user = await repository.findActiveByPageUrl(input.pageUrl);
      if (!user || (await relations.isBlocked(user.id, input.viewerId))) {
        throw new AppError('not_found', 'Page not found.');
      }
      return presentProfile(user, {
        isOwner: input.viewerId === user.id,
        isFollowing: await relations.isFollowing(input.viewerId, user.id),
      });
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
