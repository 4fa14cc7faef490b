import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.ts';
import { createAccessCheck, type MembersOnly } from './content.access.ts';
import { createContentFiles, type MarkedCopyOf } from './content-files.service.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { ContentRegistry } from '../../lib/content-registry.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { FileRemover, Storage, StoredFile } from '../../providers/storage/storage.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { HashtagIndex } from '../hashtags/hashtags.service.ts';
import type { LeakClosures } from '../marks/leak-closures.service.ts';
import type { AnnouncePost } from '../notifications/post-fan-out.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PromoPricing } from '../promotions/promo-pricing.service.ts';
import type { ReactionCounts } from '../reactions/reactions.service.ts';
import { purgeDeletedPhotoPosts } from './content.purge.ts';
import { createContentRepository } from './content.repository.ts';
import { contentRoutes } from './content.routes.ts';
import { createContentService, type ContentService } from './content.service.ts';
import { createPurchaseSettlement } from './content.settlement.ts';
import { createPhotoUrlSigner } from './photo-urls.ts';

/**
 * Paid photo posts (Snaps and Snap Slides): originals live in private storage and reach only their
 * creator and buyers, by signed URL. A purchase settles through this feature's settlement, which it
 * registers with payments; deleted posts stay for their buyers 15 days, then a job purges them.
 */
export function contentModule(deps: {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'media'>;
  now: () => Date;
  storage: Storage;
  removeFiles: FileRemover;
  reactions: ReactionCounts;
  hashtags: HashtagIndex;
  blocks: BlockCheck;
  payments: Pick<PaymentsService, 'startCheckout' | 'refresh' | 'registerSettlement'>;
  registerContent: ContentRegistry['register'];
  /** Members-only posts: which a viewer's membership opens, and the tiers a creator may choose. */
  members: {
    opens: (creatorUserId: string, viewerId: string | null) => Promise<(minTierId: string) => boolean>;
    isOwnTier: (creatorUserId: string, tierId: string) => Promise<boolean>;
  };
  /** Tells the creator's followers of a post the first time it is public (decision 0133). */
  announcePost: AnnouncePost;
  log: FastifyBaseLogger;
  /** A buyer's promo code or member price (decision 0149). */
  promotions: Pick<PromoPricing, 'price'>;
  /**
   * Buyers' and members' marked copies of originals (decision 0154), and the posts staff closed to a
   * person for a leak (0166); without it, originals as they are and nothing closed.
   */
  marks?: Pick<LeakClosures, 'closedAmong' | 'membersOnly'> & {
    copyFor: MarkedCopyOf;
    purge: (tx: Tx) => Promise<StoredFile[]>;
  };
  /** Drops what visitors were kept of these creators' pages (a scheduled post went out, decision 0157). */
  dropPages: (userIds: string[]) => Promise<void>;
}) {
  const { db, now, removeFiles } = deps;
  const repository = createContentRepository(db);
  // a membership opens its tier's posts, less those staff closed to the member for a leak (decision 0166)
  const membersOnly: MembersOnly = deps.marks?.membersOnly(deps.members.opens) ?? deps.members.opens;
  deps.payments.registerSettlement('purchase', createPurchaseSettlement(repository));
  const signer = createPhotoUrlSigner({
    secret: deps.config.media.signingSecret,
    ttlSeconds: deps.config.media.urlTtlSeconds,
    publicUrl: deps.config.publicUrl,
    now,
  });
  const contentService: ContentService = createContentService({
    db,
    now,
    repository,
    storage: deps.storage,
    removeFiles,
    signer,
    reactions: deps.reactions,
    hashtags: deps.hashtags,
    blocks: deps.blocks,
    payments: deps.payments,
    publicUrl: deps.config.publicUrl,
    membersOnly,
    isOwnTier: deps.members.isOwnTier,
    announcePost: deps.announcePost,
    log: deps.log,
    promotions: deps.promotions,
    closedForLeak: deps.marks?.closedAmong,
    dropPages: deps.dropPages,
  });
  // the photos' files served with the viewers' marked copies of originals (decision 0154)
  const files = createContentFiles({
    db,
    repository,
    storage: deps.storage,
    removeFiles,
    signer,
    accessTo: createAccessCheck({
      repository,
      blocks: deps.blocks,
      membersOnly,
      now,
    }),
    now,
    markedCopyOf: deps.marks?.copyFor,
  });
  const service: ContentService = { ...contentService, photoFile: files.photoFile };
  // reactions work across every kind of content
  deps.registerContent('image', service.lookups.image);
  deps.registerContent('image_collection', service.lookups.image_collection);
  return {
    routes: async (app) => app.register(contentRoutes, { service }),
    jobs: {
      'publish-scheduled-photo-posts': async () => {
        await service.publishDue();
      },
      'purge-deleted-photo-posts': async () => {
        const purged = await purgeDeletedPhotoPosts({
          db,
          repository,
          removeFiles,
          forget: deps.reactions.forget,
          forgetTags: deps.hashtags.forget,
          purgeMarks: deps.marks?.purge,
          now: now(),
        });
        if (purged) deps.log.info({ purged }, 'purged deleted photo posts');
      },
    },
    /** Staff hide a post or show it again (decision 0103), in their transaction. */
    setHidden: service.setHidden,
  } satisfies FeatureModule & Record<string, unknown>;
}
