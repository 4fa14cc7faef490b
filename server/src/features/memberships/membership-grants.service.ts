import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberships, membershipTiers } from '../../db/schema/index.ts';
import { addManilaMonths } from '../../lib/manila.ts';

export type MembershipGrant =
  | { outcome: 'started' | 'extended'; membershipId: string; endsAt: Date }
  /** The person's membership of the creator runs at another tier: months of this one cannot be added. */
  | { outcome: 'other_tier'; tierName: string; endsAt: Date };

/**
 * Months of a tier given to someone (a gift's claim, decision 0153), in the caller's transaction: a
 * membership of the creator starts now for the months (renewing by one month's payment afterwards, never by
 * itself); the one they hold of that tier runs the months longer from the end of its paid period, or from
 * now when in its grace; one that lapsed starts again from now. A running membership of another tier is
 * left as it is, and said.
 */
export async function grantMembershipMonths(
  tx: Tx,
  input: {
    creatorUserId: string;
    supporterUserId: string;
    tierId: string;
    months: number;
    /** What was paid for the months: added to what the membership has brought. */
    amount: number;
    at: Date;
  },
): Promise<MembershipGrant> {
  const { at } = input;
  const [current] = await tx
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.creatorUserId, input.creatorUserId),
        eq(memberships.supporterUserId, input.supporterUserId),
      ),
    )
    .limit(1)
    .for('update');
  if (!current) {
    const endsAt = addManilaMonths(at, input.months);
    const [created] = await tx
      .insert(memberships)
      .values({
        creatorUserId: input.creatorUserId,
        supporterUserId: input.supporterUserId,
        tierId: input.tierId,
        // what a renewal by the mail's one-tap link pays for afterwards
        months: 1,
        startedAt: at,
        periodStart: at,
        endsAt,
        autoRenew: false,
        totalPaid: input.amount,
      })
      .returning({ id: memberships.id });
    return { outcome: 'started', membershipId: created!.id, endsAt };
  }
  const runs = current.endsAt > at || (current.graceEndsAt !== null && current.graceEndsAt > at);
  if (runs && current.tierId !== input.tierId) {
    const [tier] = await tx
      .select({ name: membershipTiers.name })
      .from(membershipTiers)
      .where(eq(membershipTiers.id, current.tierId));
    return { outcome: 'other_tier', tierName: tier?.name ?? '', endsAt: current.endsAt };
  }
  // in its paid period: the months follow it; in its grace or after it: they start now
  const from = current.endsAt > at ? current.endsAt : at;
  const endsAt = addManilaMonths(from, input.months);
  await tx
    .update(memberships)
    .set({
      tierId: input.tierId,
      nextTierId: null,
      ...(!runs && { periodStart: at, lapsedAt: null }),
      endsAt,
      graceEndsAt: null,
      status: 'active',
      totalPaid: current.totalPaid + input.amount,
      updatedAt: new Date(),
    })
    .where(eq(memberships.id, current.id));
  return { outcome: runs ? 'extended' : 'started', membershipId: current.id, endsAt };
}
