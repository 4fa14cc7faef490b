import {
  formatCentavos,
  type MembershipLinkChoice,
  type MembershipLinkPurpose,
  type MembershipLinkState,
  type MembershipLinkView,
  type MembershipPeriod,
  type PauseMonths,
} from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { personSummaryOf } from '../../lib/pagination.ts';
import type { MembershipLink, MembershipLinkTokens } from './membership-link-tokens.ts';
import type { StayQueries } from './membership-links.repository.ts';
import type { MembershipPauses } from './membership-pause.ts';
import type { MembershipRetention } from './membership-retention.ts';
import type { MembershipRow, MembershipsRepository } from './memberships.repository.ts';
import { statusOf } from './memberships.presenter.ts';
import { priceOf } from './memberships.prices.ts';
import type { MembershipsService } from './memberships.service.ts';

/** What confirming a link of each purpose may do: a cancel link offers staying instead. */
const allowed: Record<MembershipLinkPurpose, readonly MembershipLinkChoice[]> = {
  renew: ['renew'],
  auto_renew_off: ['auto_renew_off'],
  cancel: ['cancel', 'pause', 'retention_offer'],
  pause: ['pause'],
};

/**
 * Stay or go, from the mail (decision 0150): the links each membership mail carries (renew, turn auto-renew
 * off, pause, cancel), each signed for one membership and one purpose, lasting a while, and used once; the
 * page a link opens reads what it would do, and one confirmation does it without signing in.
 */
export function createMembershipLinks(deps: {
  db: Db;
  repository: MembershipsRepository;
  queries: StayQueries;
  memberships: Pick<MembershipsService, 'renew' | 'setAutoRenew' | 'cancel'>;
  pauses: MembershipPauses;
  retention: MembershipRetention;
  tokens: MembershipLinkTokens;
  now: () => Date;
}) {
  const { db, repository, queries, now } = deps;

  /** The link and its membership; a token that is not ours, or whose membership is gone, is not found. */
  async function open(token: string) {
    const link = deps.tokens.parse(token);
    const membership = link && (await repository.findMembership(db, link.membershipId));
    if (!link || !membership) throw new AppError('not_found', say('membershipLinkInvalid'));
    return { link, membership };
  }

  async function stateOf(link: MembershipLink, membership: MembershipRow): Promise<MembershipLinkState> {
    if (await queries.linkUsed(link.id)) return 'used';
    const at = now();
    if (link.expiresAt <= at) return 'expired';
    // an ended membership may only be renewed (joined again)
    if (link.purpose !== 'renew' && statusOf(membership, at) === 'lapsed') return 'ended';
    return 'ready';
  }

  /** The membership as a link's page shows it. */
  async function present(membership: MembershipRow) {
    const at = now();
    const pausedUntil = await deps.pauses.pausedUntil(membership.id);
    const tier = await repository.findTier(db, membership.nextTierId ?? membership.tierId);
    const current = await repository.findTier(db, membership.tierId);
    const creator = await queries.personOf(membership.creatorUserId);
    const months = membership.months as MembershipPeriod;
    const price = tier ? priceOf(tier, months) : 0;
    const status = statusOf({ ...membership, pausedUntil }, at);
    return {
      membership: {
        creator: personSummaryOf(creator ?? { pageUrl: '', pageName: '', avatar: null, avatarWh100: null }),
        tier_name: current?.name ?? '',
        months,
        status,
        ends_at: (status === 'grace' ? membership.graceEndsAt! : membership.endsAt).toISOString(),
        paused_until: pausedUntil?.toISOString() ?? null,
        auto_renew: membership.autoRenew,
        cancelled_at: membership.cancelledAt?.toISOString() ?? null,
        renewal_price: formatCentavos(await deps.retention.renewalPrice(membership, months, price)),
      },
      price,
      paused: pausedUntil !== null,
    };
  }

  /** What cancelling this membership offers instead: the creator's offer and a pause. */
  async function choicesOf(membership: MembershipRow, shown: { price: number; paused: boolean }) {
    const offer = await deps.retention.offerFor(membership, shown.paused);
    return {
      retention_offer: offer && {
        ...offer,
        price: formatCentavos(shown.price),
        offer_price: formatCentavos(deps.retention.offerPreview(membership, offer, shown.price)),
      },
      can_pause: await deps.pauses.canPause(membership),
      pause_ends_auto_renew: deps.pauses.endsProviderRenewals(membership),
    };
  }

  /** Does what a confirmed link chose; answers a renewal's checkout. */
  async function act(membership: MembershipRow, choice: MembershipLinkChoice, pauseMonths?: PauseMonths) {
    const { supporterUserId: supporter, id } = membership;
    if (choice === 'renew') return (await deps.memberships.renew(supporter, id, {})).link_url;
    if (choice === 'auto_renew_off') await deps.memberships.setAutoRenew(supporter, id, false);
    if (choice === 'cancel') await deps.memberships.cancel(supporter, id);
    if (choice === 'pause') await deps.pauses.pause(membership, pauseMonths!);
    if (choice === 'retention_offer') {
      await deps.retention.take(membership, (await deps.pauses.pausedUntil(id)) !== null);
    }
    return null;
  }

  return {
    /** What cancelling this membership offers instead, as My memberships asks before a cancel. */
    choices: async (membership: MembershipRow) => choicesOf(membership, await present(membership)),

    /** GET /v1/memberships/links/{token}: what the link would do, for which membership, and whether it still can. */
    async view(token: string): Promise<MembershipLinkView> {
      const { link, membership } = await open(token);
      const shown = await present(membership);
      const choices =
        link.purpose === 'cancel' || link.purpose === 'pause'
          ? await choicesOf(membership, shown)
          : { retention_offer: null, can_pause: false, pause_ends_auto_renew: false };
      return {
        purpose: link.purpose,
        state: await stateOf(link, membership),
        expires_at: link.expiresAt.toISOString(),
        membership: shown.membership,
        choices,
      };
    },

    /**
     * Does what the link is for (or, for a cancel link, pauses or takes the offer instead), once. The link is
     * marked used before the change and given back if the change is refused, so a second confirmation,
     * however close behind, finds it used, and a refusal (a provider down) leaves it for another try.
     */
    async confirm(token: string, body: { choice?: MembershipLinkChoice; pause_months?: PauseMonths } = {}) {
      const { link, membership } = await open(token);
      const state = await stateOf(link, membership);
      if (state === 'used') throw new AppError('conflict', say('membershipLinkUsed'));
      if (state === 'expired') throw new AppError('conflict', say('membershipLinkExpired'));
      if (state === 'ended') throw new AppError('conflict', say('membershipEnded'));
      const choice = body.choice ?? link.purpose;
      if (!allowed[link.purpose].includes(choice)) throw fieldError('choice', say('membershipLinkChoice'));
      const months = body.pause_months;
      if (choice === 'pause' && months === undefined) {
        throw fieldError('pause_months', say('fieldRequired', { field: 'pause months' }));
      }
      const claimed = await queries.claimLink({
        linkId: link.id,
        membershipId: membership.id,
        choice,
        usedAt: now(),
      });
      if (!claimed) throw new AppError('conflict', say('membershipLinkUsed'));
      let linkUrl: string | null;
      try {
        linkUrl = await act(membership, choice, months);
      } catch (err) {
        await queries.releaseLink(link.id);
        throw err;
      }
      const after = await repository.findMembership(db, membership.id);
      return { done: choice, link_url: linkUrl, membership: (await present(after!)).membership };
    },
  };
}

export type MembershipLinks = ReturnType<typeof createMembershipLinks>;
