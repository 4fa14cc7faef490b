import type { FastifyInstance } from 'fastify';
import { formatCentavos, referralsCalls, referralsSchemas } from '@pixel/contract';
import { pageMeta, personSummaryOf } from '../../lib/pagination.ts';
import { registerRoutes } from '../../lib/routes.ts';
import type { ReferralsService } from './referrals.service.ts';

/** A signed-in user's own referral code, its share link, who signed up with it and what it earned. */
export async function referralsRoutes(app: FastifyInstance, options: { service: ReferralsService }) {
  const { service } = options;

  registerRoutes(app, referralsCalls, referralsSchemas, {
    summary: async (request) => {
      const summary = await service.summary(request.user!);
      return {
        data: {
          referral_code: summary.referralCode,
          share_url: summary.shareUrl,
          fee_share_percent: summary.feeSharePercent,
          reward_months: summary.rewardMonths,
          signups: summary.signups,
          total_earned: formatCentavos(summary.earned),
        },
      };
    },

    list: async (request) => {
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await service.page({ userId: request.user!.id, page, perPage });
      return {
        data: rows.map((row) => ({
          ...personSummaryOf(row),
          signed_up_at: row.signedUpAt.toISOString(),
          rewards_until: row.rewardsUntil.toISOString(),
          earned: formatCentavos(row.earned),
        })),
        meta: pageMeta({ page, perPage, total }),
      };
    },
  });
}
