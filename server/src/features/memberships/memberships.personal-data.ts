import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  membershipPayments,
  membershipSettings,
  membershipTiers,
  membershipTrials,
  memberships,
  users,
} from '../../db/schema/index.ts';
import { at, part, person, type PersonalDataPart } from '../personal-data.ts';

const other = alias(users, 'other');
const tier = alias(membershipTiers, 'tier');

/**
 * The memberships the person holds, and as a creator their tiers and members. Memberships and tiers are
 * records of money and stay (decision 0096), without a saved charge or the creator's words.
 */
export const membershipsPersonalData: PersonalDataPart = {
  name: 'memberships',
  export: {
    tables: [memberships, membershipTiers, membershipTrials],
    async parts({ db, userId }) {
      const held = await db
        .select({
          membership: memberships,
          tierName: tier.name,
          tierPrice: tier.price,
          creatorPageUrl: other.pageUrl,
          creatorPageName: other.pageName,
        })
        .from(memberships)
        .innerJoin(tier, eq(tier.id, memberships.tierId))
        .innerJoin(other, eq(other.id, memberships.creatorUserId))
        .where(eq(memberships.supporterUserId, userId))
        .orderBy(asc(memberships.startedAt), asc(memberships.id));
      const tiers = await db
        .select()
        .from(membershipTiers)
        .where(eq(membershipTiers.creatorUserId, userId))
        .orderBy(asc(membershipTiers.position), asc(membershipTiers.createdAt));
      const members = await db
        .select({
          membership: memberships,
          tierName: tier.name,
          supporterPageUrl: other.pageUrl,
          supporterPageName: other.pageName,
        })
        .from(memberships)
        .innerJoin(tier, eq(tier.id, memberships.tierId))
        .innerJoin(other, eq(other.id, memberships.supporterUserId))
        .where(eq(memberships.creatorUserId, userId))
        .orderBy(asc(memberships.startedAt), asc(memberships.id));
      const trials = await db
        .select({
          trial: membershipTrials,
          tierName: tier.name,
          creatorPageUrl: other.pageUrl,
          creatorPageName: other.pageName,
        })
        .from(membershipTrials)
        .innerJoin(tier, eq(tier.id, membershipTrials.tierId))
        .innerJoin(other, eq(other.id, membershipTrials.creatorUserId))
        .where(eq(membershipTrials.supporterUserId, userId))
        .orderBy(asc(membershipTrials.createdAt), asc(membershipTrials.id));
      return [
        part(
          'memberships',
          "Your memberships of creators' pages: the tier, the period and what you paid.",
          ({ col, money }) => [
            col('creator', (r) => person(r.creatorPageName, r.creatorPageUrl)),
            col('tier', (r) => r.tierName),
            ...money('monthly_price', (r) => r.tierPrice),
            col('months_per_period', (r) => r.membership.months),
            col('status', (r) => r.membership.status),
            col('auto_renew', (r) => r.membership.autoRenew),
            ...money('total_paid', (r) => r.membership.totalPaid),
            col('started_at', (r) => at(r.membership.startedAt)),
            col('ends_at', (r) => at(r.membership.endsAt)),
            col('cancelled_at', (r) => at(r.membership.cancelledAt)),
          ],
          held,
        ),
        part(
          'membership-tiers',
          'The membership tiers of your page: price, description, benefits and discounts.',
          ({ col, money }) => [
            col('id', (r) => r.id),
            col('name', (r) => r.name),
            ...money('monthly_price', (r) => r.price),
            col('description', (r) => r.description),
            col('benefits', (r) => r.benefits),
            col('discount_6_months_percent', (r) => r.discount6),
            col('discount_12_months_percent', (r) => r.discount12),
            col('member_post_discount_percent', (r) => r.memberPostDiscount),
            col('image', (r) => r.image),
            col('status', (r) => r.status),
            col('created_at', (r) => at(r.createdAt)),
          ],
          tiers,
        ),
        part(
          'members',
          'The members of your page: who, which tier, since when, and what they paid.',
          ({ col, money }) => [
            col('member', (r) => person(r.supporterPageName, r.supporterPageUrl)),
            col('tier', (r) => r.tierName),
            col('status', (r) => r.membership.status),
            ...money('total_paid', (r) => r.membership.totalPaid),
            col('started_at', (r) => at(r.membership.startedAt)),
            col('ends_at', (r) => at(r.membership.endsAt)),
          ],
          members,
        ),
        part(
          'membership-trials',
          "The free trials you asked for of creators' pages (decision 0155): the tier, and whether it started.",
          ({ col }) => [
            col('creator', (r) => person(r.creatorPageName, r.creatorPageUrl)),
            col('tier', (r) => r.tierName),
            col('status', (r) => r.trial.status),
            col('asked_at', (r) => at(r.trial.createdAt)),
            col('started_at', (r) => at(r.trial.startedAt)),
          ],
          trials,
        ),
      ];
    },
  },
  erase: {
    tables: [membershipSettings, membershipTiers, memberships],
    async run(tx, { userId: u }) {
      await tx.execute(sql`delete from membership_settings where creator_user_id = ${u}`);
      await tx.execute(sql`
        update membership_tiers set description = null, image = null, benefits = '[]'::jsonb,
          name = 'Membership' where creator_user_id = ${u}`);
      await tx.execute(sql`
        update memberships set recurring_token = null, auto_renew = false
        where supporter_user_id = ${u} or creator_user_id = ${u}`);
    },
  },
  notExported: [
    [membershipSettings, "two of the creator's choices (member counts shown, a mail per new member)"],
    [membershipPayments, 'what each payment paid for: the memberships and the transactions carry it'],
  ],
  kept: [
    [membershipPayments, 'the record of a payment (decision 0096): ids, months and times, no words'],
    [
      membershipTrials,
      'who had a free trial of whom, and the fingerprint of the card (never its number): a trial is once (decision 0155)',
    ],
  ],
};
