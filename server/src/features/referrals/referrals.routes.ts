import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatCentavos, referralSummaryResponse, referralsPage, referralsQuery } from '@pixel/contract';
import { commonErrorResponses } from '../../lib/errors.ts';
import { pageMeta, personSummaryOf } from '../../lib/pagination.ts';
import type { ReferralsService } from './referrals.service.ts';

const tags = ['referrals'];

/** A signed-in user's own referral code, its share link, who signed up with it and what it earned. */
export async function referralsRoutes(app: FastifyInstance, options: { service: ReferralsService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/user/referrals/summary',
    {
      schema: { tags, response: { 200: referralSummaryResponse, ...commonErrorResponses } },
      preHandler: app.authenticate,
    },
    async (request) => {
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
  );

  r.get(
    '/v1/user/referrals',
    {
      schema: {
        tags,
        querystring: referralsQuery,
        response: { 200: referralsPage, ...commonErrorResponses },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
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
  );
}
