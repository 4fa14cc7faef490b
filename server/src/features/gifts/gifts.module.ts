import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { VisitPage } from '../profiles/profiles.service.ts';
import type { GiftScreen } from '../message-filter/message-filter.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { createGiftsRepository } from './gifts.repository.ts';
import { giftsRoutes } from './gifts.routes.ts';
import { heldGiftsRoutes } from './held-gifts.routes.ts';
import { type ApprovedGift, createHeldGiftsService } from './held-gifts.service.ts';
import { createGiftsService } from './gifts.service.ts';
import { createGiftSettlement, type GiftQuestion } from './gifts.settlement.ts';
import type { Tx } from '../../db/client.ts';
import type { VelocityLimits } from '../velocity/velocity.service.ts';
import type { Notify } from '../notifications/notifications.service.ts';

/**
 * Gifts to creators (and to their goals): started through payments' checkout, settled by this feature's
 * settlement, which it registers with payments for both kinds; a gift's question is asked on the creator's
 * Ask Me Anything page and its words pass the creator's message filter as it settles.
 */
export function giftsModule(deps: {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'gifts'>;
  payments: Pick<PaymentsService, 'startCheckout' | 'registerSettlement'>;
  blocks: BlockCheck;
  visitPage: VisitPage;
  questions: { askFromGifts(tx: Tx, asked: GiftQuestion[]): Promise<void> };
  screen: GiftScreen;
  /** A held gift the creator approved becomes a live alert then. */
  onApproved: (tx: Tx, gift: ApprovedGift) => Promise<void>;
  now: () => Date;
  /** The velocity limits a signed-in supporter's gifts count against (decision 0108). */
  velocity: Pick<VelocityLimits, 'limitOf' | 'enforce' | 'joinedAt'>;
  notify: Notify;
  /** A gift's vote in the creator's stream poll, refused unless its poll is open (the polls feature). */
  checkVote: (creatorUserId: string, choiceId: string) => Promise<void>;
}) {
  const repository = createGiftsRepository(deps.db);
  const settlement = createGiftSettlement(repository, deps.now, deps.questions, deps.screen);
  deps.payments.registerSettlement('gift', settlement);
  deps.payments.registerSettlement('goal_gift', settlement);
  const service = createGiftsService({
    db: deps.db,
    notify: deps.notify,
    repository,
    payments: deps.payments,
    blocks: deps.blocks,
    visitPage: deps.visitPage,
    publicUrl: deps.config.publicUrl,
    limits: deps.config.gifts,
    now: deps.now,
    velocity: deps.velocity,
    checkVote: deps.checkVote,
  });
  const held = createHeldGiftsService({
    db: deps.db,
    onApproved: deps.onApproved,
    askFromGifts: deps.questions.askFromGifts,
  });
  return {
    routes: async (app) => app.register(giftsRoutes, { service }),
    /** A creator page's visit with its first gifts (the web app's first paint of the Home tab). */
    visitWithPage: service.visitWithPage,
    /** A gift to a creator with another feature's rows written in its transaction (media requests). */
    giftWith: service.giftCreator,
    /** Whether a viewer has supported a creator (supporters-only Bloc posts). */
    hasSupported: repository.hasSupported,
    /**
     * The creator's review of the gifts their message filter held; its routes are listed apart from the
     * gifts' own, after goals.
     */
    held: {
      routes: async (app) => app.register(heldGiftsRoutes, { service: held }),
    } satisfies FeatureModule,
    /** Support's review of what the filters held, across creators (decision 0098). */
    heldForStaff: { list: held.listAll, approve: held.approve, remove: held.remove },
  } satisfies FeatureModule & Record<string, unknown>;
}
