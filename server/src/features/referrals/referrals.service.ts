import { type Centavos, referralRewardMonths } from '@pixel/contract';
import type { ReferralReward, ReferralRewards } from '../payments/payments.service.ts';
import type { ReferralsRepository } from './referrals.repository.ts';

/** The referrer's share of a fee, rounded down: never more than the share, never more than the fee. */
export const rewardFor = (fee: Centavos, shareBasisPoints: number): Centavos =>
  Math.floor((fee * shareBasisPoints) / 10_000);

/** The moment a referred user's payments stop earning rewards: `months` after they signed up. */
export function rewardsUntil(signedUpAt: Date, months = referralRewardMonths) {
  const end = new Date(signedUpAt);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/**
 * Referral rewards (decision 0052): whoever's code a user signed up with earns a share of the platform's
 * fee on the gifts, goal gifts and sales that user receives in their first twelve months, posted with
 * each payment's settlement; and each user's view of their own code and what it brought.
 */
export function createReferralsService(deps: {
  repository: ReferralsRepository;
  /** The part of the platform's fee that goes to the referrer, in basis points. */
  feeShareBasisPoints: number;
  publicUrl: string;
}) {
  const { repository, feeShareBasisPoints } = deps;

  const rewards: ReferralRewards = {
    async rewardsFor(tx, items) {
      const earning = items.filter(({ fee }) => rewardFor(fee, feeShareBasisPoints) > 0);
      const referred = await repository.referredAmong(tx, [
        ...new Set(earning.map(({ payment }) => payment.payeeUserId)),
      ]);
      const byUser = new Map(referred.map((row) => [row.userId, row]));
      return earning.flatMap(({ payment, paidAt, fee }): ReferralReward[] => {
        const payee = byUser.get(payment.payeeUserId);
        if (!payee || payee.referrerId === payee.userId) return [];
        if (paidAt >= rewardsUntil(payee.signedUpAt)) return [];
        const what =
          payment.kind === 'purchase' ? `a sale by ${payee.pageName}` : `a gift to ${payee.pageName}`;
        return [
          {
            paymentId: payment.id,
            referrerUserId: payee.referrerId,
            referredUserId: payee.userId,
            amount: rewardFor(fee, feeShareBasisPoints),
            description: `Referral reward: ${what}`,
          },
        ];
      });
    },
  };

  return {
    rewards,

    /** The user's own code, the link that shares it, and what it has brought so far. */
    async summary(user: { id: string; referralCode: string }) {
      const { signups, earned } = await repository.summary(user.id);
      const shareUrl = new URL('/auth/sign-up', deps.publicUrl);
      shareUrl.searchParams.set('ref', user.referralCode);
      return {
        referralCode: user.referralCode,
        shareUrl: shareUrl.toString(),
        feeSharePercent: feeShareBasisPoints / 100,
        rewardMonths: referralRewardMonths,
        signups,
        earned,
      };
    },

    /** The people who signed up with the user's code, newest first. */
    async page(input: { userId: string; page: number; perPage: number }) {
      const { rows, total } = await repository.page(input);
      return {
        rows: rows.map((row) => ({ ...row, rewardsUntil: rewardsUntil(row.signedUpAt) })),
        total,
      };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
