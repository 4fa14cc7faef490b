import { z } from 'zod';
import { pageUrlField } from './auth.ts';
import { leaderboardPeriods, leaderboardResponse } from './overlay.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/** Whether the creator's page shows their top supporters, and of which period (issue #65). */
export const pageLeaderboardSettings = z.object({
  on_page: z.boolean(),
  period: z.enum(leaderboardPeriods),
});
export type PageLeaderboardSettings = z.infer<typeof pageLeaderboardSettings>;
export const pageLeaderboardSettingsResponse = z.object({ data: pageLeaderboardSettings });

export const pageLeaderboardSettingsRequest = z.strictObject({
  on_page: z.boolean({ error: says('fieldBoolean', { field: 'on page' }) }),
  period: z.enum(leaderboardPeriods, { error: says('fieldSelectedInvalid', { field: 'period' }) }),
});
export type PageLeaderboardSettingsRequest = z.input<typeof pageLeaderboardSettingsRequest>;

/** A creator page's leaderboard: the top supporters of the creator's period, or null when they show none. */
export const pageLeaderboardResponse = z.object({ data: leaderboardResponse.shape.data.nullable() });

/** The schemas of `pageLeaderboardCalls` (`calls/page-leaderboard.ts`). */
export const pageLeaderboardSchemas = {
  settings: { answers: { 200: pageLeaderboardSettingsResponse } },
  update: { body: pageLeaderboardSettingsRequest, answers: { 200: pageLeaderboardSettingsResponse } },
  forPage: { params: z.object({ page_url: pageUrlField }), answers: { 200: pageLeaderboardResponse } },
} as const satisfies SchemaTable;
