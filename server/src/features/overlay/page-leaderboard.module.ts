import { eq } from 'drizzle-orm';
import {
  pageLeaderboardCalls,
  pageLeaderboardSchemas,
  type Leaderboard,
  type LeaderboardPeriod,
  type PageLeaderboardSettings,
} from '@pixel/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { overlaySettings, users } from '../../db/schema/index.ts';
import { AppError, say } from '../../lib/errors.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { registerRoutes } from '../../lib/routes.ts';
import { randomToken } from '../../lib/tokens.ts';
import type { VisitPage } from '../profiles/profiles.service.ts';
import { periodStart, presentEntry, topSupporters } from './leaderboard.ts';

const changes = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
const reads = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

/**
 * The leaderboard on a creator's page (decision 0144, issue #65): off until the creator turns it on, with the
 * period they pick; ranked as the widget ranks, in the creator's language, for whoever may read the page.
 */
export function pageLeaderboardModule(deps: { db: Db; visitPage: VisitPage; now: () => Date }) {
  const { db, now } = deps;

  const read = async (userId: string) => {
    const [row] = await db
      .select({
        onPage: overlaySettings.leaderboardOnPage,
        period: overlaySettings.leaderboardPeriod,
        // stand-in names ("Anonymous") are in the creator's language, as on their overlay
        language: users.language,
      })
      .from(overlaySettings)
      .innerJoin(users, eq(users.id, overlaySettings.userId))
      .where(eq(overlaySettings.userId, userId));
    return row ?? null;
  };
  const present = (row: { onPage: boolean; period: string } | null): PageLeaderboardSettings => ({
    on_page: row?.onPage ?? false,
    period: (row?.period ?? 'month') as LeaderboardPeriod,
  });

  async function update(userId: string, settings: PageLeaderboardSettings) {
    const values = { leaderboardOnPage: settings.on_page, leaderboardPeriod: settings.period };
    // the overlay's row holds it: made here with a fresh secret when the creator has none yet
    await db
      .insert(overlaySettings)
      .values({ userId, token: randomToken(24), ...values })
      .onConflictDoUpdate({ target: overlaySettings.userId, set: values });
    return present(await read(userId));
  }

  async function forPage(pageUrl: string, viewerId: string | null): Promise<Leaderboard | null> {
    const visit = await deps.visitPage(pageUrl, viewerId);
    if (!visit) throw new AppError('not_found', say('pageNotFound'));
    const settings = await read(visit.creator.id);
    if (!settings?.onPage) return null;
    const period = settings.period as LeaderboardPeriod;
    const since = periodStart(period, now());
    const rows = await topSupporters(db, visit.creator.id, since);
    const language = settings.language ?? 'en';
    return {
      period,
      since: since?.toISOString() ?? null,
      entries: rows.map((row, index) => presentEntry(row, index, language)),
    };
  }

  return {
    routes: async (app: FastifyInstance) => {
      registerRoutes(app, pageLeaderboardCalls, pageLeaderboardSchemas, {
        settings: async (request, reply) => {
          reply.header('cache-control', 'private, no-store');
          return { data: present(await read(request.user!.id)) };
        },
        update: {
          handler: async (request) => ({ data: await update(request.user!.id, request.body) }),
          options: changes,
        },
        forPage: {
          handler: async (request, reply) => {
            reply.header('cache-control', 'no-store');
            return { data: await forPage(request.params.page_url, request.user?.id ?? null) };
          },
          options: reads,
        },
      });
    },
  } satisfies FeatureModule;
}
