import { type InsightTable, insightsMaxMonths, monthPlus, monthsSpanned } from '@pixel/contract';
import { fieldError, say } from '../../lib/errors.ts';
import { manilaTime } from '../../lib/manila.ts';
import { insightsCsv } from './insights.csv.ts';
import { type InsightsRange, presentInsights } from './insights.presenter.ts';
import type { InsightsRepository } from './insights.repository.ts';

const firstDay = (month: string) => `${month}-01`;

/**
 * A creator's Insights (decision 0151): the counters their memberships and payments keep, read by key for
 * the months asked (the 12 to this one, unless they say), whatever their number of members.
 */
export function createInsightsService(deps: { repository: InsightsRepository; now: () => Date }) {
  const { repository } = deps;

  /** The months asked for, with their defaults; none after this month, in Manila. */
  function rangeOf(query: { from?: string; to?: string }): InsightsRange {
    const current = manilaTime(deps.now()).slice(0, 7);
    const to = query.to ?? current;
    if (to > current) throw fieldError('to', say('insightsToAhead'));
    const from = query.from ?? monthPlus(to, 1 - 12);
    if (from > to) throw fieldError('to', say('insightsFromAfterTo'));
    if (monthsSpanned(from, to) > insightsMaxMonths) {
      throw fieldError('from', say('insightsTooManyMonths', { max: insightsMaxMonths }));
    }
    return { from, to, current };
  }

  async function insights(input: { userId: string; from?: string; to?: string }) {
    const range = rangeOf(input);
    const read = await repository.read(input.userId, {
      from: firstDay(range.from),
      to: firstDay(range.to),
      next: firstDay(monthPlus(range.current, 1)),
    });
    return presentInsights(range, read);
  }

  return {
    insights,

    /** One table of the page as CSV, and the file's name. */
    async export(input: { userId: string; table: InsightTable; from?: string; to?: string }) {
      const shown = await insights(input);
      return {
        csv: insightsCsv(shown, input.table),
        filename: `pixel-insights-${input.table}-${shown.from}-to-${shown.to}.csv`,
      };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
