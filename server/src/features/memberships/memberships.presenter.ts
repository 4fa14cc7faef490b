import {
  formatCentavos,
  type Member,
  type Membership,
  type MembershipStatus,
  type MembershipTier,
  membershipPeriods,
} from '@pixel/contract';
import { personSummaryOf } from '../../lib/pagination.ts';
import type { MembershipRow, TierRow } from './memberships.repository.ts';
import { priceOf } from './memberships.prices.ts';

/**
 * Whether a membership is in its free trial, with no paid period yet: its end is still the trial's
 * (decision 0155). A trial's end passed is the grace of its first charge, or over.
 */
export const inTrial = (membership: { endsAt: Date; trialEndsAt?: Date | null }) =>
  Boolean(membership.trialEndsAt) && membership.endsAt.getTime() <= membership.trialEndsAt!.getTime();

/**
 * Where a membership stands at `now`: the paid period (or the free trial before it, decision 0155), the grace
 * after a failed renewal charge, or over; paused, when told the end of a pause still running (decision 0150).
 */
export function statusOf(
  membership: Pick<MembershipRow, 'endsAt' | 'graceEndsAt'> & {
    pausedUntil?: Date | null;
    trialEndsAt?: Date | null;
  },
  now: Date,
): MembershipStatus {
  if (membership.pausedUntil && membership.pausedUntil > now) return 'paused';
  if (membership.endsAt > now) return inTrial(membership) ? 'trial' : 'active';
  if (membership.graceEndsAt && membership.graceEndsAt > now) return 'grace';
  return 'lapsed';
}

export function presentTier(tier: TierRow, memberCount: number | null): MembershipTier {
  return {
    id: tier.id,
    name: tier.name,
    price: formatCentavos(tier.price),
    description: tier.description,
    image: tier.image,
    benefits: tier.benefits,
    discount_6_months: tier.discount6,
    discount_12_months: tier.discount12,
    member_post_discount: tier.memberPostDiscount,
    offers_trial: tier.offersTrial,
    prices: membershipPeriods.map((months) => ({ months, amount: formatCentavos(priceOf(tier, months)) })),
    position: tier.position,
    status: tier.status,
    member_count: memberCount,
    created_at: tier.createdAt.toISOString(),
  };
}

type Person = { pageUrl: string; pageName: string; avatar: string | null; avatarWh100: string | null };

export function presentMembership(
  row: {
    membership: MembershipRow;
    tier: TierRow;
    creator: Person;
    nextTierName: string | null;
    pausedUntil?: Date | null;
  },
  receipts: { reference: string; amount: number; months: number; tierName: string; paidAt: Date | null }[],
  now: Date,
): Membership {
  const { membership, tier } = row;
  const status = statusOf({ ...membership, pausedUntil: row.pausedUntil }, now);
  return {
    id: membership.id,
    creator: personSummaryOf(row.creator),
    tier: { id: tier.id, name: tier.name, price: formatCentavos(tier.price), status: tier.status },
    months: membership.months,
    status,
    member_since: membership.startedAt.toISOString(),
    ends_at: (status === 'grace' ? membership.graceEndsAt! : membership.endsAt).toISOString(),
    grace_ends_at: status === 'grace' ? membership.graceEndsAt!.toISOString() : null,
    paused_until: status === 'paused' ? row.pausedUntil!.toISOString() : null,
    trial_ends_at: status === 'trial' ? membership.trialEndsAt!.toISOString() : null,
    auto_renew: membership.autoRenew,
    can_auto_renew: membership.recurringToken !== null,
    method: membership.method,
    cancelled_at: membership.cancelledAt?.toISOString() ?? null,
    next_tier:
      membership.nextTierId && row.nextTierName
        ? { id: membership.nextTierId, name: row.nextTierName }
        : null,
    total_paid: formatCentavos(membership.totalPaid),
    receipts: receipts.map((receipt) => ({
      reference: receipt.reference,
      amount: formatCentavos(receipt.amount),
      months: receipt.months,
      tier_name: receipt.tierName,
      paid_at: (receipt.paidAt ?? membership.startedAt).toISOString(),
    })),
  };
}

export function presentMember(
  row: { membership: MembershipRow; tierName: string; supporter: Person; pausedUntil?: Date | null },
  now: Date,
): Member {
  const { membership } = row;
  const status = statusOf({ ...membership, pausedUntil: row.pausedUntil }, now);
  return {
    id: membership.id,
    supporter: personSummaryOf(row.supporter),
    tier: { id: membership.tierId, name: row.tierName },
    status,
    member_since: membership.startedAt.toISOString(),
    ends_at: (status === 'grace' ? membership.graceEndsAt! : membership.endsAt).toISOString(),
    auto_renew: membership.autoRenew,
    total_paid: formatCentavos(membership.totalPaid),
  };
}
