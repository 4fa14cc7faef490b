import type { RetentionOfferSettings } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { AppError, say } from '../../lib/errors.ts';
import { addManilaMonths } from '../../lib/manila.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { RetentionTakenRow, StayQueries } from './membership-links.repository.ts';
import type { MembershipRow, MembershipsRepository } from './memberships.repository.ts';
import { statusOf } from './memberships.presenter.ts';

const DAY_MS = 86_400_000;
// calendar months differ by up to three days: a month counts as begun inside the offer's months when it
// begins at least this long before they end (and no longer than this before they begin)
const MONTH_SLACK_MS = 15 * DAY_MS;
/** The least a renewal costs, the offer taken or not: a tier's least price (and a checkout's, decision 0091). */
const SMALLEST_RENEWAL = 20_00;

/** A creator who never chose has this offer, off. */
const noOffer: RetentionOfferSettings = { enabled: false, percent: 20, months: 1 };

/**
 * What a renewal of `months` starting at `start` costs with an offer taken: `percent` less for each of its
 * months that begins inside the months the offer covers, never under the smallest renewal.
 */
export function offerPrice(price: number, months: number, start: Date, taken: RetentionTakenRow) {
  let covered = 0;
  for (let month = 0; month < months; month++) {
    const begins = addManilaMonths(start, month).getTime();
    const from = taken.discountFrom.getTime() - MONTH_SLACK_MS;
    const until = taken.discountUntil.getTime() - MONTH_SLACK_MS;
    if (begins >= from && begins < until) covered++;
  }
  if (covered === 0) return price;
  const discounted = price - Math.round((price * taken.percent * covered) / (100 * months));
  return Math.min(price, Math.max(SMALLEST_RENEWAL, discounted));
}

/**
 * The creator's retention offer (decision 0150): a percent off a member's next 1 to 3 months, shown to a
 * member about to cancel, taken once per member of a creator, and applied to the renewals of those months
 * (the checkout of a renewal and the charge of a saved method alike).
 */
export function createMembershipRetention(deps: {
  db: Db;
  repository: MembershipsRepository;
  queries: StayQueries;
  now: () => Date;
  billsItself: PaymentsService['billsItself'];
}) {
  const { db, repository, queries, now } = deps;

  /** Where the next renewal's period begins: the end of the one running, or now for a lapsed member. */
  const nextStart = (membership: MembershipRow, at: Date) =>
    statusOf(membership, at) === 'lapsed' ? at : membership.endsAt;

  /**
   * The offer this member may take before cancelling, or null: none made, one of the creator's taken
   * before, a membership cancelled, ended or paused, or one whose renewals the provider bills at a fixed
   * price by itself (its subscription's plan, decision 0127).
   */
  async function offerFor(membership: MembershipRow, paused: boolean) {
    if (paused || membership.cancelledAt || statusOf(membership, now()) === 'lapsed') return null;
    if (membership.recurringToken && deps.billsItself(membership.recurringToken)) return null;
    const offer = await queries.retentionOffer(membership.creatorUserId);
    if (!offer?.enabled) return null;
    const taken = await queries.retentionTaken(db, membership.creatorUserId, membership.supporterUserId);
    return taken ? null : { percent: offer.percent, months: offer.months };
  }

  return {
    offerFor,

    async settings(creatorUserId: string): Promise<RetentionOfferSettings> {
      const row = await queries.retentionOffer(creatorUserId);
      return row ? { enabled: row.enabled, percent: row.percent, months: row.months } : noOffer;
    },

    async save(creatorUserId: string, body: RetentionOfferSettings): Promise<RetentionOfferSettings> {
      const row = await queries.saveRetentionOffer({ creatorUserId, ...body });
      return { enabled: row.enabled, percent: row.percent, months: row.months };
    },

    /** What renewing `membership` for `months` costs, its tier's `price` less the offer its member took. */
    async renewalPrice(membership: MembershipRow, months: number, price: number) {
      const taken = await queries.retentionTaken(db, membership.creatorUserId, membership.supporterUserId);
      if (!taken || taken.membershipId !== membership.id) return price;
      return offerPrice(price, months, nextStart(membership, now()), taken);
    },

    /** What the next renewal would cost with `offer` taken now, for the member to compare. */
    offerPreview(membership: MembershipRow, offer: { percent: number; months: number }, price: number) {
      const start = nextStart(membership, now());
      return offerPrice(price, membership.months, start, {
        creatorUserId: membership.creatorUserId,
        supporterUserId: membership.supporterUserId,
        membershipId: membership.id,
        percent: offer.percent,
        months: offer.months,
        discountFrom: start,
        discountUntil: addManilaMonths(start, offer.months),
        takenAt: now(),
      });
    },

    /** Takes the creator's offer for the months from the next renewal; refused when it is not open. */
    async take(membership: MembershipRow, paused: boolean) {
      const offer = await offerFor(membership, paused);
      if (!offer) throw new AppError('conflict', say('retentionOfferNotOpen'));
      await db.transaction(async (tx) => {
        const locked = await repository.findMembership(tx, membership.id, true);
        if (!locked) throw new AppError('not_found', say('membershipNotFound'));
        const start = nextStart(locked, now());
        const taken = await queries.takeRetention(tx, {
          creatorUserId: locked.creatorUserId,
          supporterUserId: locked.supporterUserId,
          membershipId: locked.id,
          percent: offer.percent,
          months: offer.months,
          discountFrom: start,
          discountUntil: addManilaMonths(start, offer.months),
          takenAt: now(),
        });
        // taken a moment ago, by a second tap or another link
        if (!taken) throw new AppError('conflict', say('retentionOfferNotOpen'));
      });
    },
  };
}

export type MembershipRetention = ReturnType<typeof createMembershipRetention>;
